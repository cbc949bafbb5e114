import { expect, test } from '@playwright/test';
import { expectBarLooksInBothThemes } from '../support/bar-looks';

const root = (page: import('@playwright/test').Page) => page.locator('html');

test.describe('theme', () => {
  for (const colorScheme of ['dark', 'light'] as const) {
    test(`follows the OS (${colorScheme}) when nothing is stored`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      await expect(root(page)).toHaveAttribute('data-theme', colorScheme);
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    });
  }

  test('is set before the app bundle runs (no flash of the wrong theme)', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    // Without the app's JavaScript only public/theme-init.js can have set the attribute.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(root(page)).toHaveAttribute('data-theme', 'dark');
  });

  test('toggles, saves under "theme" and persists across a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const toggle = page.getByRole('switch', { name: 'Dark Mode' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    await toggle.click();
    await expect(root(page)).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    // The stored choice wins over the OS preference.
    await page.reload();
    await expect(root(page)).toHaveAttribute('data-theme', 'dark');

    await page.getByRole('switch', { name: 'Dark Mode' }).click();
    await expect(root(page)).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(root(page)).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('follows a live OS change while no choice is stored', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(root(page)).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(root(page)).toHaveAttribute('data-theme', 'dark');
  });

  // The journeys' browser asks for reduced transparency (support/browsers.ts); transparency.spec.ts
  // checks the glass that everyone else sees.
  test('with reduced transparency the bars are solid and the pills are left out, in both themes', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('animated-background')).toBeHidden();
    const solid = (background: string) => [
      { blur: 'none', background },
      { blur: 'none', background },
    ];
    await expectBarLooksInBothThemes(page, {
      light: solid('rgb(255, 255, 255)'),
      dark: solid('rgb(26, 23, 41)'),
    });
  });
});
