import { expect, type Page, test } from '@playwright/test';

async function openAbout(page: Page) {
  await page.getByRole('button', { name: 'About' }).click();
  const dialog = page.getByRole('dialog', { name: 'Focus Room' });
  await expect(dialog).toBeVisible();
  // Radix listens for a click outside from a timer it sets in the dialog's effects, the same effects
  // that move focus into it; Chromium dispatches input before a pending timer. Once focus is inside and
  // one more timer has run, a click outside reaches the listener, as any human click would.
  await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return dialog;
}

async function expectClosedWithFocusBack(page: Page) {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'About' })).toBeFocused();
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
}

test.describe('About dialog', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
  });

  test('shows the product name and both lists', async ({ page }) => {
    const dialog = await openAbout(page);
    await expect(dialog.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: /Why Choose/ })).toBeVisible();
    await expect(dialog).toContainText('1 session = 25 minutes');
    await expect(dialog).toContainText('25-minute work sessions');
    await expect(dialog).toContainText('5-minute breaks');
    await expect(dialog).toContainText('15 to 30 minutes after 4 Pomodoros');
  });

  test('locks page scrolling while open', async ({ page }) => {
    await openAbout(page);
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(20, 400);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  test('traps focus inside the dialog', async ({ page }) => {
    const dialog = await openAbout(page);
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
  });

  test('closes on Escape', async ({ page }) => {
    await openAbout(page);
    await page.keyboard.press('Escape');
    await expectClosedWithFocusBack(page);
  });

  test('closes on a click outside', async ({ page }) => {
    await openAbout(page);
    await page.mouse.click(4, 790);
    await expectClosedWithFocusBack(page);
  });

  test('closes on the X button', async ({ page }) => {
    const dialog = await openAbout(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectClosedWithFocusBack(page);
  });

  test("closes on 'Got it, let's focus!'", async ({ page }) => {
    const dialog = await openAbout(page);
    await dialog.getByRole('button', { name: "Got it, let's focus!" }).click();
    await expectClosedWithFocusBack(page);
  });
});
