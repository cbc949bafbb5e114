import type { Page } from '@playwright/test';
import { logIn, registerAndVerify, signedInUser, signUp, submitLoginForm } from '../support/accounts';
import { adminHeaders } from '../support/admin';
import { NONE_IN_EITHER_THEME, seriousViolationsInBothThemes } from '../support/axe';
import { expect, secondBrowser, test } from '../support/fixtures';
import { chooseGerman, englishLeftovers, overflowingTexts, waitForGermanApp } from '../support/german';
import { groupWith, memberActions } from '../support/groups';
import { GROUP_GOAL_ACCOUNT } from '../support/seasoned-account';

// Study groups (docs/product-rules.md#study-groups) with two students in two browsers: Anna creates a
// group and an invite link; Ben, signed out, opens the link, logs in and lands in the group without
// opening it again; each sees the other start focusing live, both screens show the same time of a shared
// session, and a removed member sees nothing of the group any more.

const seconds = async (page: Page) => {
  const [minutes, secs] = ((await page.getByTestId('session-clock').textContent()) ?? '0:0').split(':');
  return Number(minutes) * 60 + Number(secs);
};

test('two students create a group, join by link, see each other focus and share a session', async ({
  page,
  browser,
}, testInfo) => {
  const anna = await signedInUser(page, 'anna');
  await page.goto('/home');
  const panel = page.getByTestId('study-group-panel');
  await expect(panel.getByRole('heading', { name: 'Study group' })).toBeVisible();
  await panel.getByLabel('Group name').fill('Exam crew');
  await panel.getByRole('button', { name: 'Create group' }).click();
  await expect(page).toHaveURL(/\/groups\?id=/);
  await expect(page.getByTestId('group-name')).toHaveText('Exam crew');
  await page.getByRole('button', { name: 'Create invite link' }).click();
  const link = await page.getByTestId('invite-link').inputValue();
  expect(link).toMatch(/\/join-group#[A-Za-z0-9_-]{22}$/);

  // Ben has an account but is signed out in his browser.
  const benContext = await secondBrowser(browser);
  const ben = await benContext.newPage();
  const benAccount = await registerAndVerify(ben.request);
  await ben.goto(link);
  await expect(ben.getByRole('heading', { name: 'Join a study group' })).toBeVisible();
  await ben.getByRole('link', { name: 'Log in' }).click();
  await submitLoginForm(ben, benAccount.email);
  await expect(ben).toHaveURL(/\/groups\?id=/);
  await expect(ben.getByTestId('group-name')).toHaveText('Exam crew');

  // Both are live; Anna sees Ben appear, and Ben's focusing reaches her without a reload.
  await expect(page.getByTestId(`member-${benAccount.username}`)).toBeVisible();
  await expect(ben.getByTestId('live-state')).toHaveAttribute('data-state', 'open');
  const benOnAnnas = page.getByTestId(`member-${benAccount.username}`).getByTestId('member-status');
  await expect(benOnAnnas).toHaveAttribute('data-status', 'idle');
  const benToken = await ben.evaluate(() => localStorage.getItem('token'));
  const report = await ben.request.put('/api/presence/timer', {
    headers: { authorization: `Bearer ${benToken}` },
    data: { phase: 'focus', endsInMs: 25 * 60_000 },
  });
  expect(report.status()).toBe(200);
  await expect(benOnAnnas).toHaveText(/Focusing, 25 minutes left/);

  // A shared session: both screens count the same time from the server's timestamps.
  await page.getByRole('button', { name: 'Start session' }).click();
  await expect(ben.getByTestId('session-clock')).toBeVisible();
  await ben.getByRole('button', { name: 'Join session' }).click();
  await expect(ben.getByRole('button', { name: 'Leave session' })).toBeVisible();
  const [a, b] = await Promise.all([seconds(page), seconds(ben)]);
  expect(Math.abs(a - b)).toBeLessThanOrEqual(1);
  await ben.reload();
  // The reloaded page first draws the session from its first answer; once it counts from the server's
  // timestamps again, both screens agree within a second.
  await expect
    .poll(async () => {
      const [a2, b2] = await Promise.all([seconds(page), seconds(ben)]);
      return Math.abs(a2 - b2);
    })
    .toBeLessThanOrEqual(1);

  // Nothing serious for axe, light and dark, at 1280 px and 360 px.
  const shot = (width: number) => async (theme: string) =>
    testInfo.attach(`group-${width}-${theme}`, {
      body: await page.screenshot({
        fullPage: true,
        animations: 'disabled',
        path: testInfo.outputPath(`group-${width}-${theme}.png`),
      }),
      contentType: 'image/png',
    });
  expect(await seriousViolationsInBothThemes(page, undefined, shot(1280))).toEqual(NONE_IN_EITHER_THEME);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await seriousViolationsInBothThemes(page, undefined, shot(360))).toEqual(NONE_IN_EITHER_THEME);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Anna removes Ben: his page learns it live and shows nothing of the group.
  const benActions = await memberActions(page, benAccount.username);
  await benActions.getByRole('menuitem', { name: 'Remove from group' }).click();
  await page
    .getByRole('alertdialog', { name: `Remove ${benAccount.username}?` })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(ben.getByText('This group does not exist or you are not a member.')).toBeVisible();
  await expect(ben.getByTestId('member-list')).toHaveCount(0);
  expect(anna.username).toBeTruthy();
  await benContext.close();
});

test('the study group panel, a group page and the join page speak German at 360 px', async ({
  page,
  baseURL,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await chooseGerman(page, baseURL ?? '');
  const owner = await signedInUser(page, 'grp');
  const created = await page.request.post('/api/groups', {
    headers: owner.headers,
    data: { name: 'Lernkreis' },
  });
  const { group } = (await created.json()) as { group: { id: string } };
  const invite = await page.request.post(`/api/groups/${group.id}/invites`, { headers: owner.headers });
  const { invite: made } = (await invite.json()) as { invite: { code: string } };

  await page.goto('/home');
  await waitForGermanApp(page);
  const panel = page.getByTestId('study-group-panel');
  await expect(panel.getByRole('heading', { name: 'Lerngruppe' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Lernkreis' })).toBeVisible();
  expect(await seriousViolationsInBothThemes(page, '[data-testid="study-group-panel"]')).toEqual(
    NONE_IN_EITHER_THEME,
  );

  await page.goto(`/groups?id=${group.id}`);
  await waitForGermanApp(page);
  await expect(page.getByRole('heading', { name: 'Gemeinsam fokussieren' })).toBeVisible();
  expect(await englishLeftovers(page, { ignore: [owner.username] })).toEqual([]);
  expect(await overflowingTexts(page)).toEqual([]);
  await page.screenshot({ fullPage: true, path: testInfo.outputPath('group-360-de.png') });

  // A visitor's join page, in German too.
  await page.evaluate(() => localStorage.removeItem('token'));
  const visitor = await page.context().newPage();
  await visitor.goto(`/join-group#${made.code}`);
  await waitForGermanApp(visitor);
  await expect(visitor.getByRole('heading', { name: 'Einer Lerngruppe beitreten' })).toBeVisible();
  expect(await englishLeftovers(visitor)).toEqual([]);
  expect(await overflowingTexts(visitor)).toEqual([]);
});

test('a member who blocked another counts them nowhere: not on the card, not on the page', async ({
  page,
}) => {
  const ben = await signedInUser(page, 'ben');
  const anna = await signUp(page.request, 'anna');
  const cleo = await signUp(page.request, 'cleo');
  await groupWith(page.request, 'Quiet corner', anna, [ben, cleo]);
  const blocked = await page.request.post('/api/blocks', { headers: ben.headers, data: { userId: cleo.id } });
  expect(blocked.status()).toBe(200);

  await page.goto('/home');
  const card = page.getByTestId('study-group-panel').getByRole('listitem');
  await expect(card.getByRole('link', { name: 'Quiet corner' })).toBeVisible();
  await expect(card.getByText('2 members')).toBeVisible();
  await card.getByRole('link', { name: 'Quiet corner' }).click();
  await expect(page.getByTestId(`member-${anna.username}`)).toBeVisible();
  await expect(page.getByTestId('member-list').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId(`member-${cleo.username}`)).toHaveCount(0);
});

test('the owner renames, sets the goal, hands over, blocks, reports and leaves the group', async ({
  page,
}) => {
  const anna = await signedInUser(page, 'anna');
  const ben = await signUp(page.request, 'ben');
  const cleo = await signUp(page.request, 'cleo');
  const groupId = await groupWith(page.request, 'Thesis club', anna, [ben, cleo]);
  // /groups names no group without its id: it leads to /home, where the panel lists them.
  await page.goto('/groups');
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByTestId('study-group-panel').getByRole('link', { name: 'Thesis club' }),
  ).toBeVisible();
  await page.goto(`/groups?id=${groupId}`);
  await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'open');

  // The owner renames the group and sets its goal; the page follows the server's answers.
  await page.getByLabel('Group name').fill('  Thesis   crew ');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByTestId('group-name')).toHaveText('Thesis crew');
  await expect(page.getByLabel('Group name')).toHaveValue('Thesis crew');
  await page.getByLabel('Weekly goal (minutes)').fill('900');
  await page.getByRole('button', { name: 'Save goal' }).click();
  await expect(page.getByText('This week: 0 of 900 minutes')).toBeVisible();

  // Handing over asks first; once confirmed, Ben is the owner and Anna's owner tools are gone.
  await (await memberActions(page, ben.username)).getByRole('menuitem', { name: 'Make owner' }).click();
  const handOver = page.getByRole('alertdialog', { name: `Make ${ben.username} the owner?` });
  await expect(handOver).toContainText('You stay a member.');
  await handOver.getByRole('button', { name: 'Make owner' }).click();
  await expect(handOver).toHaveCount(0);
  await expect(page.getByTestId(`member-${ben.username}`).getByText('Owner')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Manage the group' })).toHaveCount(0);

  // As a member, Anna can only block or report Cleo. Blocking asks first: Cancel keeps Cleo and gives
  // the focus back to her actions; confirmed, she is gone from the page.
  const cleoActions = await memberActions(page, cleo.username);
  await expect(cleoActions.getByRole('menuitem')).toHaveText(['Block', 'Report']);
  expect(await seriousViolationsInBothThemes(page, '[role="menu"]')).toEqual(NONE_IN_EITHER_THEME);
  await cleoActions.getByRole('menuitem', { name: 'Block' }).click();
  const block = page.getByRole('alertdialog', { name: `Block ${cleo.username}?` });
  await block.getByRole('button', { name: 'Cancel' }).click();
  await expect(block).toHaveCount(0);
  await expect(page.getByTestId(`member-${cleo.username}`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Actions for ${cleo.username}` })).toBeFocused();
  await (await memberActions(page, cleo.username)).getByRole('menuitem', { name: 'Block' }).click();
  await block.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByTestId(`member-${cleo.username}`)).toHaveCount(0);

  // A report of the group's name is thanked for in place of its form.
  await page.getByRole('button', { name: 'Report group name' }).click();
  const reportForm = page.getByRole('form', { name: 'Report group name' });
  await expect(reportForm.getByRole('combobox', { name: 'Reason' })).toBeFocused();
  await reportForm.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Spam' });
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'An admin will look' })).toHaveText(
    'Thanks. An admin will look at your report.',
  );
  await expect(page.getByRole('button', { name: 'Send report' })).toHaveCount(0);

  // Leaving asks first, then lands on /home, where the group is no longer listed.
  await page.getByRole('button', { name: 'Leave group' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave Thesis crew?' });
  await expect(leave).toContainText('You can join again with a new invite link.');
  await leave.getByRole('button', { name: 'Leave group' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const panel = page.getByTestId('study-group-panel');
  await expect(panel.getByText('You are not in a group yet.', { exact: false })).toBeVisible();
  // Nothing of the dialog is left over the page: it takes clicks again.
  await panel.getByLabel('Group name').click();
  await expect(panel.getByLabel('Group name')).toBeFocused();
  const members = await page.request.get(`/api/groups/${groupId}`, { headers: ben.headers });
  expect(
    ((await members.json()) as { group: { members: { username: string }[] } }).group.members.map(
      (m) => m.username,
    ),
  ).toEqual(expect.arrayContaining([ben.username, cleo.username]));
  expect(anna.username).toBeTruthy();
});

test('an open group page follows a deleted account and an admin’s rename and delete live', async ({
  page,
}) => {
  const anna = await signedInUser(page, 'anna');
  const ben = await signUp(page.request, 'ben');
  const groupId = await groupWith(page.request, 'Night owls', anna, [ben]);
  await page.goto(`/groups?id=${groupId}`);
  await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'open');
  await expect(page.getByTestId(`member-${ben.username}`)).toBeVisible();

  // Ben deletes his account: he leaves Anna's page without a reload.
  const deleted = await page.request.delete('/api/user/delete-account', { headers: ben.headers });
  expect(deleted.status()).toBe(200);
  await expect(page.getByTestId(`member-${ben.username}`)).toHaveCount(0);

  // An admin handling a report renames the group, then deletes it.
  const admin = await adminHeaders(page.request);
  await page.request.patch(`/api/admin/groups/${groupId}`, { headers: admin, data: { name: 'Renamed' } });
  await expect(page.getByTestId('group-name')).toHaveText('Renamed');
  await page.request.delete(`/api/admin/groups/${groupId}`, { headers: admin });
  await expect(page.getByText('This group does not exist or you are not a member.')).toBeVisible();
  await expect(page.getByTestId('member-list')).toHaveCount(0);
});

test('a weekly goal reached by another member’s focus shows its badge at once, and stays in the history', async ({
  page,
}) => {
  const anna = await signedInUser(page, 'anna');
  const member = await logIn(page.request, GROUP_GOAL_ACCOUNT.email, GROUP_GOAL_ACCOUNT.password);
  const groupId = await groupWith(page.request, 'Goal getters', anna, [member]);
  await page.request.patch(`/api/groups/${groupId}`, {
    headers: anna.headers,
    data: { weeklyGoalMinutes: 1 },
  });
  await page.goto(`/groups?id=${groupId}`);
  await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'open');
  await expect(page.getByTestId('goal-badge')).toHaveCount(0);

  // The member's timer hands in 76 seconds of focus (40 units of 1.9 s): a minute, the goal.
  const saved = await page.request.post('/api/user-activity/update-time-spent', {
    headers: member.headers,
    data: { timeSpentInSeconds: 40 },
  });
  expect((await saved.json()).credited).toBe(40);
  await expect(page.getByTestId('goal-badge')).toHaveText('Goal reached this week');
  await page.goto('/home');
  await expect(page.getByTestId('study-group-panel').getByText('1 week reached')).toBeVisible();
});

test('a member turns on the "started focusing" push for one group, and it stays on', async ({ page }) => {
  const ben = await signedInUser(page, 'ben');
  const anna = await signUp(page.request, 'anna');
  const groupId = await groupWith(page.request, 'Early birds', anna, [ben]);

  await page.goto(`/groups?id=${groupId}`);
  const settings = page.getByRole('region', { name: 'Your settings' });
  const push = settings.getByRole('checkbox', { name: 'Tell me when someone here starts focusing' });
  await expect(push).not.toBeChecked();
  await expect(settings.getByText('A push at most once an hour for this group')).toBeVisible();
  await push.check();
  await expect(push).toBeEnabled();
  await page.reload();
  await expect(push).toBeChecked();
  // Ben's choice only: Anna's stays off.
  const annas = await (await page.request.get(`/api/groups/${groupId}`, { headers: anna.headers })).json();
  expect(annas.group.focusPush).toBe(false);
});
