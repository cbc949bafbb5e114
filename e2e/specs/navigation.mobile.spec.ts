import { expect, test } from '@playwright/test';
import { DISTINCT_PAGES } from '../support/public-routes';

// Runs in the 'phone' project (360 px); the viewport is also set here so the desktop project, which
// picks up every spec, checks the same phone layout.
test.use({ viewport: { width: 360, height: 740 } });

test.describe('mobile navigation at 360 px', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  });

  test('the menu button opens a slide-in menu with account, About and Dark Mode', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'About' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');

    const darkMode = menu.getByRole('switch', { name: 'Dark Mode' });
    await darkMode.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(darkMode).toHaveAttribute('aria-checked', 'true');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('About from the menu opens the About dialog and returns focus to the menu button', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'About' }).click();
    const about = page.getByRole('dialog', { name: 'Focus Room' });
    await expect(about).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    await about.getByRole('button', { name: "Got it, let's focus!" }).click();
    await expect(about).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('choosing a link in the menu navigates and closes the menu', async ({ page }) => {
    await page.goto('/cookies');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('no page scrolls sideways', async ({ page }) => {
    for (const path of DISTINCT_PAGES) {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
    }
  });
});
