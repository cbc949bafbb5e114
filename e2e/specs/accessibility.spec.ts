import { allowCodeFlowPages, signedInUser } from '../support/accounts';
import { NONE_IN_EITHER_THEME, seriousViolations, seriousViolationsInBothThemes } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { DISTINCT_PAGES } from '../support/public-routes';
import { scrollToStatsPanel } from '../support/statistics';
import { createTask, toggleTask } from '../support/tasks';

// The account pages; /reset-password needs the flags the forgot-password step leaves.
const ACCOUNT_PAGES = ['/login', '/register', '/forgot-password', '/verify-otp', '/reset-password'];

// Each page is scanned in the light theme and, after the system's scheme turns dark, in the dark one: one
// page load for both (support/axe.ts).
test.describe('axe in the light and the dark theme', () => {
  test.beforeEach(async ({ page }) => {
    // Reduced motion: the scan must not catch a fade-in halfway through.
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  });

  for (const path of DISTINCT_PAGES) {
    test(`${path} has no serious or critical violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      expect(await seriousViolationsInBothThemes(page)).toEqual(NONE_IN_EITHER_THEME);
    });
  }

  for (const path of ACCOUNT_PAGES) {
    test(`${path} has no serious or critical violation`, async ({ page }) => {
      await allowCodeFlowPages(page);
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('h1')).toHaveCount(1);
      expect(await seriousViolationsInBothThemes(page)).toEqual(NONE_IN_EITHER_THEME);
    });
  }

  test('the signed-in /home with tasks has no serious or critical violation', async ({ page }) => {
    const { headers } = await signedInUser(page, 'axe');
    await createTask(page.request, headers, 'Read chapter 4');
    await toggleTask(page.request, headers, await createTask(page.request, headers, 'Outline the essay'));
    await page.goto('/home');
    await expect(page.getByTestId('task-card')).toHaveCount(2);
    await expect(page.getByTestId('zone-must do').getByText('Completed', { exact: true })).toBeVisible();
    // Scanned with the statistics panel in place (drawn when scrolled near).
    await scrollToStatsPanel(page);
    await expect(page.getByTestId('focus-heatmap')).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolationsInBothThemes(page)).toEqual(NONE_IN_EITHER_THEME);
  });

  test('the About dialog has no serious or critical violation', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'About' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolationsInBothThemes(page)).toEqual(NONE_IN_EITHER_THEME);
    // Still open: both scans saw it.
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

// The scans above reach the dark theme after the app has started. A page first loaded in a dark system
// scheme is painted dark by theme-init.js before the app runs: scanned as it loads.
for (const path of ['/', '/login']) {
  test(`${path} first loaded in the dark theme has no serious or critical violation`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('h1')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
