import { NONE_IN_EITHER_THEME, seriousViolationsInBothThemes } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { expectSeededPanel, signInWithHistory } from '../support/statistics';

// The statistics panel on a phone (docs/product-rules.md#statistics): half a year of heatmap, a tap on a day
// says its minutes, and the rest of the panel as on a desktop, in both themes.

test.use({ timezoneId: 'UTC' });

test('a user with history sees heatmap, streak, goal ring and bias on a phone, in both themes', async ({
  page,
}, testInfo) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  const headers = await signInWithHistory(page);
  await page.goto('/home');
  await expectSeededPanel(page, headers, 26);
  const panel = page.getByTestId('stats-panel');
  await panel.locator('rect[data-level="freeze"]').first().tap();
  await expect(panel.getByTestId('heatmap-readout')).toHaveText(/: 0 focus minutes, streak freeze used$/);
  // A cell is too small for a finger: the tap also lists the week's days, each line and button 44 px high.
  const week = panel.getByTestId('heatmap-week');
  await expect(week.getByRole('listitem').filter({ hasText: 'streak freeze used' })).toBeVisible();
  for (const target of [
    ...(await week.getByRole('listitem').all()),
    week.getByRole('button', { name: 'Previous week' }),
    week.getByRole('button', { name: "Close the week's days" }),
  ]) {
    expect((await target.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }
  await week.getByRole('button', { name: "Close the week's days" }).tap();
  await expect(week).toHaveCount(0);
  const shot = async (theme: string) =>
    testInfo.attach(`home-360-${theme}`, {
      body: await panel.screenshot({ animations: 'disabled' }),
      contentType: 'image/png',
    });
  expect(await seriousViolationsInBothThemes(page, undefined, shot)).toEqual(NONE_IN_EITHER_THEME);
});

test('the profile view opens the full statistics, and the menu closes behind it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await signInWithHistory(page);
  await page.goto('/home');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: /^Profile:/ })
    .click();
  const view = page.getByRole('dialog', { name: 'Profile' });
  await view.getByRole('link', { name: 'Statistics' }).click();
  await expect(page).toHaveURL(/\/statistics$/);
  await expect(view).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Your statistics' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Estimated and actual pomodoros per finished task' }),
  ).toBeVisible();
});
