import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { finishedRoomUser, layerItems, openCollections } from '../support/collections';
import { expect, test } from '../support/fixtures';
import { chooseGerman, englishLeftovers, overflowingTexts, waitForGermanApp } from '../support/german';

// Collections at 360 px, in English and in German, and the phone's share sheet.
const SHOTS = path.resolve(import.meta.dirname, '../.artifacts/collections');
mkdirSync(SHOTS, { recursive: true });
test.use({ viewport: { width: 360, height: 740 } });

test('at 360 px a level-50 user buys an item and sees it in the room, day and night', async ({ page }) => {
  await finishedRoomUser(page, 300);
  await openCollections(page);
  const item = page.getByTestId('collection-item-spring-seedlings');
  await item.getByRole('button', { name: 'Buy Seedlings for 150 coins' }).click();
  await expect(item.getByRole('checkbox', { name: 'Show Seedlings in your room' })).toBeChecked();
  await page.goto('/home');
  const layer = page.getByTestId('level-widget').getByTestId('collection-layer');
  await expect(layer).toHaveAttribute('data-items', 'spring-seedlings');
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(layer).toHaveAttribute('data-theme', theme);
    await page.getByTestId('level-widget').screenshot({ path: path.join(SHOTS, `home-360-${theme}.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await openCollections(page);
  expect(await overflowingTexts(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, 'collections-360-light.png'), fullPage: true });
});

test('on a phone Share my room opens the share sheet with a PNG file', async ({ page }) => {
  await finishedRoomUser(page, 0);
  await page.addInitScript(() => {
    const shared: { name: string; type: string; size: number }[] = [];
    (window as unknown as { shared: typeof shared }).shared = shared;
    Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: { files: File[] }) => {
        for (const file of data.files) shared.push({ name: file.name, type: file.type, size: file.size });
      },
    });
    const coarse = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query === '(pointer: coarse)' ? ({ ...coarse(query), matches: true } as MediaQueryList) : coarse(query);
  });
  await openCollections(page);
  await page.getByRole('button', { name: 'Share my room' }).click();
  await expect(page.getByText('Your room picture is ready to share.')).toBeVisible();
  const shared = await page.evaluate(
    () => (window as unknown as { shared: { name: string; type: string; size: number }[] }).shared,
  );
  expect(shared).toHaveLength(1);
  expect(shared[0]).toMatchObject({
    name: expect.stringMatching(/^focus-room-level-50-(day|night)\.png$/),
    type: 'image/png',
  });
  expect(shared[0]?.size).toBeGreaterThan(10_000);
  expect(await layerItems(page)).toEqual([]);
});

test('the collections screen is in German', async ({ page, baseURL }) => {
  await chooseGerman(page, baseURL ?? '');
  await finishedRoomUser(page, 200);
  await page.goto('/collections');
  await waitForGermanApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sammlungen' })).toBeVisible();
  await expect(page.getByText('Deine Münzen: 200')).toBeVisible();
  await page.getByRole('button', { name: 'Lichterkette für 150 Münzen kaufen' }).click();
  await expect(page.getByText('Lichterkette ist jetzt in deinem Zimmer!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mein Zimmer teilen' })).toBeVisible();
  // The toast's close button is the shared toaster's (components/ui/toaster.tsx), labelled by its library.
  expect(await englishLeftovers(page, { ignore: ['Close toast'] })).toEqual([]);
  expect(await overflowingTexts(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, 'collections-360-de.png'), fullPage: true });
});
