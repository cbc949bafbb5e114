import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { signInAdmin } from '../support/admin';
import { seriousViolations, seriousViolationsInBothThemes } from '../support/axe';
import { finishedRoomUser, layerItems, openCollections } from '../support/collections';
import { expect, test } from '../support/fixtures';

// Collections after level 50 and 'Share my room' (docs/product-rules.md#collections).
const SHOTS = path.resolve(import.meta.dirname, '../.artifacts/collections');
mkdirSync(SHOTS, { recursive: true });

test('a level-50 user buys, hides and shows an item and sees it in the room, day and night', async ({
  page,
}) => {
  await finishedRoomUser(page, 400);

  // The level card keeps its wording and gains the way in.
  await page.goto('/home');
  const widget = page.getByTestId('level-widget');
  await expect(widget.getByText('Level 50', { exact: true })).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Max Level' })).toBeDisabled();
  await widget.getByRole('link', { name: 'Collections' }).click();
  await expect(page).toHaveURL(/\/collections$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  await expect(page.getByTestId('collection-coins')).toHaveText('Your coins: 400');

  // 150 coins buy the fairy lights; the 600-coin star lantern stays out of reach.
  const lantern = page.getByTestId('collection-item-winter-star-lantern');
  await expect(lantern.getByRole('button', { name: 'Buy Star lantern for 600 coins' })).toBeDisabled();
  await expect(lantern.getByText('200 more coins needed')).toBeVisible();
  const lights = page.getByTestId('collection-item-winter-fairy-lights');
  await lights.getByRole('button', { name: 'Buy Fairy lights for 150 coins' }).click();
  await expect(page.getByText('Fairy lights is now in your room!')).toBeVisible();
  await expect(page.getByTestId('collection-coins')).toHaveText('Your coins: 250');
  await expect(page.getByTestId('collection-spent')).toHaveText('150 coins spent on collections');
  const shown = lights.getByRole('checkbox', { name: 'Show Fairy lights in your room' });
  await expect(shown).toBeChecked();
  const room = page.getByTestId('collections-room');
  await expect.poll(() => layerItems(page, room)).toEqual(['winter-fairy-lights']);

  // Hidden, then shown again: nothing is taken away.
  await shown.uncheck();
  await expect.poll(() => layerItems(page, room)).toEqual([]);
  await page.reload();
  await expect(
    page.getByTestId('collection-item-winter-fairy-lights').getByRole('checkbox'),
  ).not.toBeChecked();
  await page.getByTestId('collection-item-winter-fairy-lights').getByRole('checkbox').check();
  await expect
    .poll(() => layerItems(page, page.getByTestId('collections-room')))
    .toEqual(['winter-fairy-lights']);

  // The home room shows it too, in both themes, over the picture.
  await page.goto('/home');
  const layer = widget.getByTestId('collection-layer');
  await expect(layer).toHaveAttribute('data-items', 'winter-fairy-lights');
  const { light, dark } = await seriousViolationsInBothThemes(page, undefined, async (theme) => {
    await expect(layer).toHaveAttribute('data-theme', theme);
    await expect.poll(() => layer.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await widget.screenshot({ path: path.join(SHOTS, `home-1280-${theme}.png`) });
  });
  expect(light).toEqual([]);
  expect(dark).toEqual([]);
  expect((await page.request.get('/api/user/stats', { headers: await authHeaders(page) })).ok()).toBe(true);
});

test('the collections screen passes axe in both themes, and the share button makes a square PNG', async ({
  page,
}) => {
  await finishedRoomUser(page, 1000);
  await openCollections(page);
  await page
    .getByTestId('collection-item-night-moon-light')
    .getByRole('button', { name: /^Buy Moon light/ })
    .click();
  await expect(page.getByText('Moon light is now in your room!')).toBeVisible();
  const { light, dark } = await seriousViolationsInBothThemes(page, undefined, (theme) =>
    page.screenshot({ path: path.join(SHOTS, `collections-1280-${theme}.png`), fullPage: true }),
  );
  expect(light).toEqual([]);
  expect(dark).toEqual([]);

  // On a desktop the picture is downloaded: a PNG of 1080 × 1080.
  await page.getByRole('radio', { name: 'Night' }).check();
  await page.getByRole('checkbox', { name: 'Show my user name' }).check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Share my room' }).click();
  const file = await download;
  await expect(page.getByText('Your room picture was downloaded.')).toBeVisible();
  expect(file.suggestedFilename()).toBe('focus-room-level-50-night.png');
  const saved = path.join(SHOTS, 'share-night.png');
  await file.saveAs(saved);
  const size = await page.evaluate(
    async (bytes) => {
      const blob = new Blob([new Uint8Array(bytes)], { type: 'image/png' });
      const bitmap = await createImageBitmap(blob);
      return [bitmap.width, bitmap.height];
    },
    [...(await import('node:fs')).readFileSync(saved)],
  );
  expect(size).toEqual([1080, 1080]);
});

test('before level 50 the collections are shown locked, and the server refuses a buy', async ({ page }) => {
  const account = await finishedRoomUser(page, 5000, 49);
  await openCollections(page);
  await expect(page.getByText('Collections open at level 50. Here is what waits for you')).toBeVisible();
  const lights = page.getByTestId('collection-item-winter-fairy-lights');
  await expect(lights.getByText('Opens at level 50')).toBeVisible();
  await expect(lights.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Share my room' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  const res = await page.request.post('/api/collections/items/winter-fairy-lights/buy', {
    headers: account.headers,
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).message).toBe('Collections open at level 50. Keep focusing to get there!');
});

async function authHeaders(page: import('@playwright/test').Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return { authorization: `Bearer ${token}` };
}

test('the admin area shows purchases per collection', async ({ page }) => {
  const buyer = await finishedRoomUser(page, 1000);
  for (const id of ['night-star-bunting', 'night-star-chain']) {
    const res = await page.request.post(`/api/collections/items/${id}/buy`, { headers: buyer.headers });
    expect(res.status(), await res.text()).toBe(200);
  }
  await page.context().clearCookies();
  await page.addInitScript(() => localStorage.clear());
  const admin = await signInAdmin(page);
  const figures = (await (await page.request.get('/api/admin/collections', { headers: admin })).json()) as {
    collections: { id: string; purchases: number }[];
  };
  const night = figures.collections.find((set) => set.id === 'night-sky')?.purchases ?? 0;
  expect(night).toBeGreaterThanOrEqual(2);
  await page.goto('/admin?tab=analytics');
  await expect(page.getByRole('heading', { level: 2, name: 'Collections' })).toBeVisible();
  await expect(page.getByTestId('stat-collection-night-sky')).toContainText(String(night));
  expect(await seriousViolations(page, '[aria-labelledby="admin-collections"]')).toEqual([]);
});
