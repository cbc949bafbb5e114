import type { Locator } from '@playwright/test';
import { signedInUser } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { timerDisplay, timerPanel } from '../support/timer-page';

// The timer on a 360 px phone: it fits, and the music box never covers it, the cards or the footer.

async function overlaps(a: Locator, b: Locator) {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test('the timer fits a 360 px screen and shows the short hint while running', async ({ page }) => {
  await page.goto('/');
  await expect(timerDisplay(page)).toHaveText('25:00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = await timerPanel(page).boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  await timerPanel(page).getByRole('button', { name: 'Start' }).click();
  await expect(timerPanel(page).getByText('Pause to switch')).toBeVisible();
  await expect(timerPanel(page).getByRole('button', { name: 'Pause' })).toBeVisible();
});

test('the music box starts as a round button in the header row that covers no content', async ({ page }) => {
  await page.goto('/');
  const widget = page.getByTestId('playlist-widget');
  const launcher = widget.getByRole('button', { name: 'Show focus music' });
  await expect(launcher).toBeVisible();
  await expect(widget.locator('iframe')).toHaveCount(0); // nothing loads until the user asks for music
  // On a phone it sits in the sticky header's row, beside (not on) the menu button and the logo, so it
  // covers no card however the page scrolls: a button floating at the bottom sat on the timer's controls.
  const header = await page.getByRole('banner').boundingBox();
  const button = await launcher.boundingBox();
  expect(button!.y + button!.height).toBeLessThanOrEqual(header!.y + header!.height);
  expect(await overlaps(launcher, page.getByRole('button', { name: 'Open menu' }))).toBe(false);
  expect(await overlaps(launcher, page.getByRole('banner').getByRole('link').first())).toBe(false);
  await page.locator('footer').last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 5000);
  await expect.poll(() => overlaps(launcher, page.locator('footer').last())).toBe(false);

  // Opened, the box drops down below the header.
  await launcher.click();
  const frame = widget.locator('iframe');
  await expect(frame).toHaveAttribute('src', /open\.spotify\.com\/embed\/playlist\//);
  await expect(widget.getByText('Login to Spotify to avoid song skipping')).toBeVisible();
  const panel = await widget.locator('#focus-music-panel').boundingBox();
  expect(panel!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  await widget.getByRole('button', { name: 'Hide focus music' }).click();
  await expect(widget.getByRole('button', { name: 'Show focus music' })).toBeVisible();
  await expect(frame).toBeAttached();
});

test("on a signed-in /home the music button covers none of the timer's controls at first view", async ({
  page,
}) => {
  await signedInUser(page, 'music');
  await page.goto('/home');
  const launcher = page.getByRole('button', { name: 'Show focus music' });
  await expect(launcher).toBeVisible();
  const controls = timerPanel(page).getByRole('button');
  await expect(controls.first()).toBeVisible();
  for (const control of await controls.all()) expect(await overlaps(launcher, control)).toBe(false);
});
