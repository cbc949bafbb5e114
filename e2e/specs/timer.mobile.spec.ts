import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { timerDisplay, timerPanel } from '../support/timer-page';

// The visitor's page on a 360 px phone: the timer fits, and the music box never covers the timer or
// the footer.

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

test('the music box starts as a round button that covers neither the timer nor the footer', async ({
  page,
}) => {
  await page.goto('/');
  const widget = page.getByTestId('playlist-widget');
  const launcher = widget.getByRole('button', { name: 'Show focus music' });
  await expect(launcher).toBeVisible();
  await expect(widget.locator('iframe')).toHaveCount(0); // nothing loads until the user asks for music
  // A floating button may pass over the page as it scrolls, but never over the timer's own controls.
  const start = timerPanel(page).getByRole('button', { name: 'Start' });
  await start.scrollIntoViewIfNeeded();
  expect(await overlaps(launcher, start)).toBe(false);
  expect(await overlaps(launcher, timerPanel(page).getByTestId('timer-display'))).toBe(false);

  await page.locator('footer').last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 5000);
  await expect.poll(() => overlaps(launcher, page.locator('footer').last())).toBe(false);
  // Nor does it sit on the last card at the end of the page: the page keeps a gutter for it.
  const lastCard = page.getByRole('main').locator('section').last();
  await expect.poll(() => overlaps(launcher, lastCard)).toBe(false);

  await launcher.click();
  const frame = widget.locator('iframe');
  await expect(frame).toHaveAttribute('src', /open\.spotify\.com\/embed\/playlist\//);
  await expect(widget.getByText('Login to Spotify to avoid song skipping')).toBeVisible();
  expect(await overlaps(widget.locator('#focus-music-panel'), page.locator('footer').last())).toBe(false);
  await widget.getByRole('button', { name: 'Hide focus music' }).click();
  await expect(widget.getByRole('button', { name: 'Show focus music' })).toBeVisible();
  await expect(frame).toBeAttached();
});
