import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DISTINCT_PAGES } from '../support/public-routes';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe in ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      // Reduced motion: the scan must not catch a fade-in halfway through.
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    });

    for (const path of DISTINCT_PAGES) {
      test(`${path} has no serious or critical violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('h1')).toHaveCount(1);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the About dialog has no serious or critical violation', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'About' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
