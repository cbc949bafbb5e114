import { signedInUser, signUp } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { groupWith } from '../support/groups';

// A group page on a 360 px touch screen: a member's actions open with a tap, in a menu that stays on the
// screen, and a report opened from it is sent with taps (docs/product-rules.md#groups-and-invites).

test('on a phone, a member’s actions open with a tap and send a report', async ({ page }) => {
  const anna = await signedInUser(page, 'anna');
  // A long name: the line, the menu and the report form must still fit the screen.
  const ben = await signUp(page.request, 'benwithaverylongusernamefortheline');
  const id = await groupWith(page.request, 'Exam crew', anna, [ben]);
  await page.goto(`/groups?id=${id}`);
  await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'open');

  await page.getByRole('button', { name: `Actions for ${ben.username}` }).tap();
  const menu = page.getByRole('menu', { name: `Actions for ${ben.username}` });
  await expect(menu.getByRole('menuitem')).toHaveText(['Make owner', 'Remove from group', 'Block', 'Report']);
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);

  await menu.getByRole('menuitem', { name: 'Report' }).tap();
  await expect(menu).toHaveCount(0);
  const form = page.getByRole('form', { name: `Report ${ben.username}` });
  await form.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Harassment' });
  await form.getByRole('button', { name: 'Send report' }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'An admin will look' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
