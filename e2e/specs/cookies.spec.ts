import { expect, test } from '@playwright/test';

test.describe('cookie preferences', () => {
  test('start with necessary locked on and the rest off, and persist after saving', async ({ page }) => {
    await page.goto('/cookies');
    const necessary = page.getByRole('switch', { name: /Necessary/ });
    const analytics = page.getByRole('switch', { name: 'Analytics' });
    const marketing = page.getByRole('switch', { name: 'Marketing' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(analytics).not.toBeChecked();
    await expect(marketing).not.toBeChecked();

    await analytics.check();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByRole('status')).toHaveText('Your preferences have been saved.');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookiePreferences') ?? 'null'));
    expect(stored).toEqual({ necessary: true, analytics: true, marketing: false });

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: /Necessary/ })).toBeChecked();
  });

  test('nothing is stored until the visitor saves', async ({ page }) => {
    await page.goto('/cookies');
    await page.getByRole('switch', { name: 'Marketing' }).check();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('cookiePreferences'))).toBeNull();
  });

  test('a corrupted stored value falls back to the defaults', async ({ page }) => {
    await page.goto('/cookies');
    await page.evaluate(() => localStorage.setItem('cookiePreferences', '{not json'));
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  });
});
