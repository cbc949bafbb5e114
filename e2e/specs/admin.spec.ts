import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { logIn, newCredentials, register, signInPage, signUp, submitLoginForm } from '../support/accounts';
import { E2E_ADMIN, signInAdmin } from '../support/admin';
import { NONE_IN_EITHER_THEME, seriousViolationsInBothThemes } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { groupWith } from '../support/groups';
import { confirmNewsletterLink } from '../support/mailbox';

// The admin dashboard at /admin (docs/product-rules.md#admin). Every figure is checked against data the
// journey itself creates through the API, then read back through the real screens.
let n = 0;

/** A prefix no other journey uses, for a group of users that one search should find together. */
const uniqueName = (prefix: string) => {
  n += 1;
  return `${prefix}${Date.now().toString(36)}${n}`;
};

async function getJson<T>(api: APIRequestContext, path: string, headers: Record<string, string>): Promise<T> {
  const res = await api.get(path, { headers });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const figure = (page: Page, label: string) => page.getByRole('article', { name: label, exact: true });
const figureValue = async (page: Page, testId: string) =>
  Number(((await page.getByTestId(`${testId}-value`).textContent()) ?? '').replace(/[^\d.]/g, ''));
const userCard = (page: Page, username: string) =>
  page
    .getByTestId('admin-user-card')
    .filter({ has: page.getByRole('heading', { name: username, exact: true }) });

async function openAdmin(page: Page, tabName?: string) {
  await page.goto(tabName ? `/admin?tab=${tabName}` : '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

test.describe('access', () => {
  test('an admin logging in through /login lands on /admin', async ({ page }) => {
    await page.goto('/login');
    await submitLoginForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(tab(page, 'Dashboard')).toHaveAttribute('aria-selected', 'true');
  });

  test('a visitor opening /admin goes to /login', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  });

  test('a signed-in non-admin opening /admin is sent to /login (which passes them on to /home)', async ({
    page,
  }) => {
    const user = await signUp(page.request, 'plain');
    await signInPage(page, user.token);
    // The session check runs first; the admin guard then sends the user to /login, whose own guard forwards a
    // signed-in user to /home. Record the in-page navigations to see both steps.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/home$/);
    expect(visited).toContain('/login');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
    // The server refuses the admin data to this user as well.
    expect((await page.request.get('/api/admin/totalRegistered', { headers: user.headers })).status()).toBe(
      403,
    );
  });
});

test('tabs: keyboard operable, the open tab is kept in the URL and survives a reload', async ({ page }) => {
  await signInAdmin(page);
  await openAdmin(page);
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([
    'Dashboard',
    'Users',
    'Analytics',
    'Newsletter Subscribers',
    'Reviews',
    'Reports',
  ]);
  await tab(page, 'Dashboard').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Users')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Users')).toBeFocused();
  await expect(page).toHaveURL(/\?tab=users$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(tab(page, 'Reports')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=reports$/);
  await page.reload();
  await expect(tab(page, 'Reports')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Reports of study groups' })).toBeVisible();
  await tab(page, 'Reports').focus();
  await page.keyboard.press('Home');
  await expect(page).toHaveURL(/\/admin$/);
});

test('Reports: a reported group shows its reason in words and is deleted after a question', async ({
  page,
}) => {
  const ben = await signUp(page.request, 'ben');
  const cleo = await signUp(page.request, 'cleo');
  const name = `Essay mill ${randomUUID().slice(0, 8)}`;
  const groupId = await groupWith(page.request, name, ben, [cleo]);
  const reported = await page.request.post('/api/reports', {
    headers: cleo.headers,
    data: { groupId, reason: 'name' },
  });
  expect(reported.status(), await reported.text()).toBe(201);

  await signInAdmin(page);
  await page.goto('/admin?tab=reports');
  // Other journeys report their own groups meanwhile: this one reads its own row only.
  const row = page.getByTestId('group-report').filter({ hasText: name });
  await expect(row.getByText('Inappropriate name')).toBeVisible();
  await row.getByRole('button', { name: 'Delete group' }).click();
  const question = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await expect(question).toContainText('This cannot be undone.');
  await question.getByRole('button', { name: 'Delete group' }).click();
  await expect(question).toHaveCount(0);
  const gone = await page.request.get(`/api/groups/${groupId}`, { headers: ben.headers });
  expect(gone.status()).toBe(404);
  await expect(page.getByTestId('group-report').filter({ hasText: name })).toHaveCount(0);
});

// @exclusive: counts every account on the server, so it runs alone after the other journeys (the
// 'exclusive' project in playwright.config.ts), when no other journey registers one at the same time.
test('Dashboard: figures follow new accounts, browser reports and theme reports @exclusive', async ({
  page,
}) => {
  const admin = await signInAdmin(page);
  await openAdmin(page);
  await expect(figure(page, 'Total registered').getByText('verified accounts')).toBeVisible();
  await expect(figure(page, 'Average time in minutes').getByText('focus time per account')).toBeVisible();
  await expect(page.getByTestId('stat-total-registered-value')).toHaveText(/^\d[\d,]*$/);
  const verifiedBefore = await figureValue(page, 'stat-total-registered');
  const allBefore = await figureValue(page, 'stat-all-users');
  expect(allBefore).toBeGreaterThanOrEqual(verifiedBefore);

  // One verified and one unverified account: both count in All users, only the first in Total registered.
  await signUp(page.request, 'dash');
  await register(page.request, newCredentials('unver'));
  // A run of consented reports from profiles on Opera, all in the dark theme.
  for (let i = 0; i < 8; i++) {
    const res = await page.request.post('/api/admin/track-browser', {
      data: { browser: 'Opera', visitorId: randomUUID(), theme: 'dark' },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  await page.reload();
  await expect(page.getByTestId('stat-total-registered-value')).toHaveText(String(verifiedBefore + 1));
  await expect(page.getByTestId('stat-all-users-value')).toHaveText(String(allBefore + 2));
  await expect(page.getByTestId('stat-most-used-browser-value')).toHaveText('Opera');

  const split = await getJson<{ darkPercent: number; lightPercent: number; reports: number }>(
    page.request,
    '/api/admin/theme-split',
    admin,
  );
  expect(split.reports).toBeGreaterThanOrEqual(8);
  expect(split.darkPercent).toBeGreaterThan(50);
  await expect(page.getByTestId('stat-dark-mode-value')).toHaveText(`${split.darkPercent}%`);
  await expect(page.getByTestId('stat-light-mode-value')).toHaveText(`${split.lightPercent}%`);
  await expect(page.getByText('Collecting data')).toHaveCount(0);

  const tasks = await getJson<{ avgOngoingTasks: number; avgCompletedTasks: number }>(
    page.request,
    '/api/admin/average-tasks',
    admin,
  );
  expect(await figureValue(page, 'stat-average-ongoing')).toBeCloseTo(tasks.avgOngoingTasks, 2);
  expect(await figureValue(page, 'stat-average-completed')).toBeCloseTo(tasks.avgCompletedTasks, 2);
});

test('Dashboard: a failed figure shows the wording of the specification', async ({ page }) => {
  await signInAdmin(page);
  await page.route('**/api/admin/totalRegistered', (route) =>
    route.fulfill({ status: 403, json: { message: 'no' } }),
  );
  await page.route('**/api/admin/averageTime', (route) =>
    route.fulfill({ status: 400, json: { message: 'no' } }),
  );
  await openAdmin(page);
  await expect(figure(page, 'Total registered').getByText('Failed to fetch total users')).toBeVisible();
  await expect(figure(page, 'All users').getByText('Failed to fetch total users')).toBeVisible();
  await expect(
    figure(page, 'Average time in minutes').getByText('Failed to fetch average time.'),
  ).toBeVisible();
  // Three cards failed, but the section announces it once (not an alert per card).
  const alerts = page.getByRole('tabpanel').getByRole('alert');
  await expect(alerts).toHaveCount(1);
  await expect(alerts).toHaveText('Some overview figures could not be loaded. Use Refresh to try again.');
});

test('Users: a new search starts at its first page, without asking for the old page first', async ({
  page,
}) => {
  await signInAdmin(page);
  // 30 made-up accounts, answered by page: the point is which pages are asked for.
  const asked: string[] = [];
  await page.route('**/api/admin/users?*', (route) => {
    const url = new URL(route.request().url());
    const pageNo = Number(url.searchParams.get('page'));
    const search = url.searchParams.get('search') ?? '';
    asked.push(`${pageNo}:${search}`);
    const total = search ? 3 : 30;
    const count = Math.max(0, Math.min(12, total - (pageNo - 1) * 12));
    const users = Array.from({ length: count }, (_, i) => ({
      _id: `u-${search}-${pageNo}-${i}`,
      username: `${search || 'user'}${pageNo}x${i}`,
      email: `${search || 'user'}${pageNo}x${i}@example.com`,
      role: 'user',
      isVerified: true,
      coins: 0,
      level: 1,
      createdAt: '2026-01-02T10:00:00.000Z',
      lastLoginAt: null,
    }));
    const totalPages = Math.ceil(total / 12);
    return route.fulfill({
      json: {
        users,
        pagination: {
          page: pageNo,
          limit: 12,
          total,
          totalPages,
          hasNext: pageNo < totalPages,
          hasPrev: pageNo > 1,
        },
      },
    });
  });
  await openAdmin(page, 'users');
  await expect(page.getByText('Showing 1–12 of 30 users')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 13–24 of 30 users')).toBeVisible();
  await page.getByLabel('Search users').fill('zed');
  await expect(page.getByText('Showing 1–3 of 3 users')).toBeVisible();
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  expect(asked).toEqual(['1:', '2:', '1:zed']);
});

test('Users: search finds a new user; coins and level are edited, saved and kept', async ({ page }) => {
  const admin = await signInAdmin(page);
  const user = await signUp(page.request, 'edit');
  await openAdmin(page, 'users');
  await page.getByLabel('Search users').fill(user.username);
  const card = userCard(page, user.username);
  await expect(card).toBeVisible();
  await expect(page.getByTestId('admin-user-card')).toHaveCount(1);
  await expect(card.getByText(user.email)).toBeVisible();
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  await expect(card.getByText('User', { exact: true })).toBeVisible();
  await expect(card.getByText('Last login')).toBeVisible();
  await expect(card.getByText('Never')).toHaveCount(0); // signUp logged in once
  await expect(card.getByTestId('user-coins')).toHaveText('0');
  await expect(card.getByTestId('user-level')).toHaveText('1');

  const puts: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts.push(request.postDataJSON());
  });
  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(card.getByLabel('Coins')).toBeFocused();
  await card.getByLabel('Coins').fill('345');
  await card.getByLabel('Level').fill('7');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User updated successfully!')).toBeVisible();
  await expect(card.getByTestId('user-coins')).toHaveText('345');
  await expect(card.getByTestId('user-level')).toHaveText('7');
  await expect(card.getByRole('button', { name: 'Edit' })).toBeFocused();
  expect(puts).toEqual([{ coins: 345, level: 7 }]);

  await page.reload();
  await page.getByLabel('Search users').fill(user.email);
  await expect(card.getByTestId('user-coins')).toHaveText('345');
  await expect(card.getByTestId('user-level')).toHaveText('7');
  const listed = await getJson<{ users: { _id: string; coins: number; level: number }[] }>(
    page.request,
    `/api/admin/users?search=${encodeURIComponent(user.username)}`,
    admin,
  );
  expect(listed.users).toEqual([expect.objectContaining({ _id: user.id, coins: 345, level: 7 })]);
  const own = await getJson<{ level: number; coins: number }>(
    page.request,
    '/api/auth/user-level',
    user.headers,
  );
  expect(own).toMatchObject({ level: 7, coins: 345 });
});

test('Users: an invalid level or coin value shows an inline error and sends nothing', async ({ page }) => {
  await signInAdmin(page);
  const user = await signUp(page.request, 'bad');
  await openAdmin(page, 'users');
  await page.getByLabel('Search users').fill(user.username);
  const card = userCard(page, user.username);
  let puts = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts += 1;
  });
  await card.getByRole('button', { name: 'Edit' }).click();
  await card.getByLabel('Level').fill('51');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Level must be a whole number from 1 to 50')).toBeVisible();
  await expect(card.getByLabel('Level')).toHaveAttribute('aria-invalid', 'true');
  await card.getByLabel('Level').fill('3');
  await card.getByLabel('Coins').fill('-4');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Coins must be a whole number of 0 or more')).toBeVisible();
  await expect(card.getByText('Level must be a whole number from 1 to 50')).toHaveCount(0);
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByTestId('user-level')).toHaveText('1');
  await expect(card.getByTestId('user-coins')).toHaveText('0');
  expect(puts).toBe(0);
  await expect(page.getByText('User updated successfully!')).toHaveCount(0);
});

test("Users: a refused update shows 'Failed to update user' with the server's message", async ({ page }) => {
  await signInAdmin(page);
  const user = await signUp(page.request, 'fail');
  await page.route('**/api/admin/users/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 404, json: { message: 'That user no longer exists' } })
      : route.fallback(),
  );
  await openAdmin(page, 'users');
  await page.getByLabel('Search users').fill(user.username);
  const card = userCard(page, user.username);
  await card.getByRole('button', { name: 'Edit' }).click();
  await card.getByLabel('Coins').fill('10');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Failed to update user')).toBeVisible();
  await expect(page.getByText('That user no longer exists')).toBeVisible();
  // Still editing, nothing lost.
  await expect(card.getByLabel('Coins')).toHaveValue('10');
});

test('Analytics: figures follow recorded focus periods; login frequency counts the logins', async ({
  page,
}) => {
  const admin = await signInAdmin(page);
  const user = await signUp(page.request, 'freq');
  type Analytics = { sessions: number; averageFocusMinutes: number; averageBreakMinutes: number };
  const before = await getJson<Analytics>(page.request, '/api/admin/analytics', admin);
  // Reported with analytics allowed; a period without that consent stays out of these figures.
  for (const data of [
    { kind: 'focus', seconds: 25 * 60, analytics: true },
    { kind: 'break', seconds: 5 * 60, analytics: true },
    { kind: 'focus', seconds: 60, analytics: false },
  ]) {
    const res = await page.request.post('/api/user-activity/focus-period', { headers: user.headers, data });
    expect(res.status(), await res.text()).toBe(201);
  }
  // Two more sign-ins today: three in all with the one signUp made.
  await logIn(page.request, user.email);
  await logIn(page.request, user.username);
  const after = await getJson<Analytics>(page.request, '/api/admin/analytics', admin);
  expect(after.sessions).toBe(before.sessions + 1);

  await openAdmin(page, 'analytics');
  await expect(page.getByTestId('stat-sessions-value')).toHaveText(after.sessions.toLocaleString('en-US'));
  await expect(page.getByTestId('stat-focus-value')).toHaveText(`${after.averageFocusMinutes} min`);
  await expect(page.getByTestId('stat-break-value')).toHaveText(`${after.averageBreakMinutes} min`);
  for (const label of ['Sessions', 'Focus', 'Break', 'Todos', 'Average coins', 'Highest coins']) {
    await expect(figure(page, label)).toBeVisible();
  }
  await expect(figure(page, 'Focus').getByText('average minutes per session')).toBeVisible();
  // The scope is labelled: the period figures come only from users who allowed analytics.
  await expect(
    figure(page, 'Sessions').getByText('finished focus periods of users who allowed analytics'),
  ).toBeVisible();
  await expect(page.getByText(/count only signed-in users who allowed analytics/)).toBeVisible();

  await page.getByLabel('Find a user').fill(user.username);
  await page.getByRole('button', { name: new RegExp(user.username) }).click();
  await expect(page.getByText(`Sign-ins of ${user.username}`)).toBeVisible();
  await expect(page.getByText('counted in UTC')).toBeVisible();
  const today = new Date().toISOString();
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(today.slice(0, 10));
  await expect(page.getByLabel('Month', { exact: true })).toHaveValue(today.slice(0, 7));
  await expect(page.getByLabel('Year', { exact: true })).toHaveValue(today.slice(0, 4));
  await expect(page.getByTestId('frequency-daily-value')).toHaveText('3');
  await expect(page.getByTestId('frequency-monthly-value')).toHaveText('3');
  await expect(page.getByTestId('frequency-yearly-value')).toHaveText('3');
  await page.getByLabel('Date', { exact: true }).fill('2020-01-01');
  await expect(page.getByTestId('frequency-daily-value')).toHaveText('0');
  await page.getByLabel('Year', { exact: true }).fill('2020');
  await expect(page.getByTestId('frequency-yearly-value')).toHaveText('0');
  await page.getByRole('button', { name: 'Change user' }).click();
  await expect(page.getByLabel('Find a user')).toBeVisible();
});

test('Newsletter Subscribers: a new subscriber is listed; search narrows and the count pluralises', async ({
  page,
}) => {
  await signInAdmin(page);
  const tag = uniqueName('nl');
  const first = await signUp(page.request, `${tag}a`);
  const second = await signUp(page.request, `${tag}b`);
  for (const [user, email] of [
    [first, `letters-${first.username}@mail.test`],
    [second, `inbox-${second.username}@mail.test`],
  ] as const) {
    const res = await page.request.post('/api/newsletter/subscribe', {
      headers: user.headers,
      data: { email },
    });
    expect(res.ok(), await res.text()).toBe(true);
    // Not the account's own address: a subscriber once the mailed link is opened.
    await confirmNewsletterLink(page.request, email);
  }

  await openAdmin(page, 'newsletter');
  await expect(figure(page, 'Total subscribers')).toBeVisible();
  await expect(page.getByTestId('stat-total-subscribers-value')).toHaveText(/^[1-9]/);
  await expect(page.getByTestId('stat-subscription-rate-value')).toHaveText(/%$/);
  await expect(figure(page, 'Recent subscribers').getByText('last 7 days')).toBeVisible();
  const table = page.getByRole('table');
  for (const name of ['Username', 'User Email', 'Newsletter Email', 'Subscribed On', 'Registered On']) {
    await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  const row = table.getByRole('row').filter({ hasText: first.username });
  await expect(row).toContainText(first.email);
  await expect(row).toContainText(`letters-${first.username}@mail.test`);

  const search = page.getByLabel('Search subscribers');
  const count = page.getByTestId('subscriber-count');
  await search.fill(tag);
  await expect(count).toHaveText('2 subscribers');
  await expect(table.getByRole('row')).toHaveCount(3);
  await search.fill(`letters-${first.username}`); // the newsletter email
  await expect(count).toHaveText('1 subscriber');
  await search.fill(second.email); // the user email
  await expect(count).toHaveText('1 subscriber');
  await expect(table.getByRole('row').nth(1)).toContainText(second.username);
  await search.fill('no-such-subscriber-anywhere');
  await expect(count).toHaveText('0 subscribers');
  await expect(page.getByText('No subscribers match')).toBeVisible();
});

test("Newsletter Subscribers: a failed load offers 'Try Again'", async ({ page }) => {
  await signInAdmin(page);
  let calls = 0;
  await page.route('**/api/newsletter/admin/subscribers', (route) => {
    calls += 1;
    return calls === 1 ? route.fulfill({ status: 500, json: { message: 'boom' } }) : route.fallback();
  });
  await openAdmin(page, 'newsletter');
  await expect(page.getByText('Failed to load newsletter data')).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('Failed to load newsletter data')).toHaveCount(0);
  await expect(page.getByLabel('Search subscribers')).toBeVisible();
});

test('Reviews: eleven or more reviews fill a second page; authors and stars are shown', async ({ page }) => {
  await signInAdmin(page);
  // Guests from eleven addresses (the per-address limit allows a few each), then one signed-in author.
  const run = randomUUID();
  for (let i = 0; i < 11; i++) {
    const res = await page.request.post('/api/review', {
      headers: { 'x-forwarded-for': `10.77.${i}.${Math.floor(Math.random() * 250) + 1}` },
      data: { starRating: (i % 5) + 1, textReview: `Guest review ${i} ${run}` },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const author = await signUp(page.request, 'rev');
  const text = `Lovely focus sessions ${randomUUID()}`;
  const res = await page.request.post('/api/review', {
    headers: author.headers,
    data: { starRating: 4, textReview: text },
  });
  expect(res.status(), await res.text()).toBe(201);

  await openAdmin(page, 'reviews');
  // Other journeys send reviews at the same time, so the newest on the page may be theirs: this test's
  // own come newest first among themselves, the signed-in author's (sent last) before the last guest's.
  const mine = page.getByRole('article').filter({ hasText: text });
  await expect(mine).toContainText(author.username);
  await expect(mine.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  const shown = await page.getByRole('article').allTextContents();
  const lastGuest = shown.findIndex((content) => content.includes(`Guest review 10 ${run}`));
  expect(lastGuest).toBeGreaterThan(shown.findIndex((content) => content.includes(text)));
  await expect(page.getByRole('article', { name: 'Review by Guest' }).first()).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(10);
  const label = page.getByText(/^Page 1 of \d+$/);
  await expect(label).toBeVisible();
  const pages = Number((await label.textContent())?.match(/of (\d+)/)?.[1]);
  expect(pages).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText(text)).toBeVisible();
});

test("Reviews: failed loads show the server's message or the fallback, and 'Try Again' recovers", async ({
  page,
}) => {
  await signInAdmin(page);
  let calls = 0;
  await page.route('**/api/review?*', (route) => {
    calls += 1;
    if (calls === 1) return route.abort('connectionrefused');
    if (calls === 2) return route.fulfill({ status: 200, json: { success: false } });
    if (calls === 3) return route.fulfill({ status: 503, json: { message: 'Reviews are resting' } });
    return route.fallback();
  });
  await openAdmin(page, 'reviews');
  const tryAgain = page.getByRole('button', { name: 'Try Again' });
  await expect(page.getByText('An error occurred while fetching reviews')).toBeVisible();
  await tryAgain.click();
  await expect(page.getByText('Failed to fetch reviews')).toBeVisible();
  await tryAgain.click();
  await expect(page.getByText('Reviews are resting')).toBeVisible();
  await tryAgain.click();
  await expect(tryAgain).toHaveCount(0);
  await expect(page.getByText(/^Page 1 of \d+$/).or(page.getByText('No reviews yet'))).toBeVisible();
  expect(calls).toBe(4);
});

// What each tab shows once loaded, and the content it needs to be worth scanning.
const AXE_TABS: {
  name: string;
  seed: (api: APIRequestContext) => Promise<unknown>;
  ready: (page: Page) => Locator;
}[] = [
  {
    name: 'dashboard',
    seed: async () => {},
    ready: (page) => page.getByTestId('stat-total-registered-value'),
  },
  { name: 'users', seed: async () => {}, ready: (page) => page.getByTestId('admin-user-card').first() },
  {
    name: 'analytics',
    seed: (api) => signUp(api, 'axe'),
    ready: (page) => page.getByTestId('stat-sessions-value'),
  },
  {
    name: 'newsletter',
    seed: async (api) => {
      const user = await signUp(api, 'axe');
      await api.post('/api/newsletter/subscribe', { headers: user.headers, data: { email: user.email } });
    },
    ready: (page) => page.getByRole('table'),
  },
  {
    name: 'reviews',
    seed: (api) => api.post('/api/review', { data: { starRating: 3, textReview: 'Calm and clear.' } }),
    ready: (page) => page.getByRole('article').first(),
  },
];

// Each tab scanned in both themes, from one page load (support/axe.ts).
test.describe('axe in the light and the dark theme', () => {
  for (const { name, seed, ready } of AXE_TABS) {
    test(`/admin?tab=${name} has no serious or critical violation`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      await signInAdmin(page);
      await seed(page.request);
      await openAdmin(page, name);
      await expect(ready(page)).toBeVisible();
      // The interactive states as well: a user card in edit mode, the login frequency of a user.
      if (name === 'users') {
        await page.getByTestId('admin-user-card').first().getByRole('button', { name: 'Edit' }).click();
      }
      if (name === 'analytics') {
        await page.getByRole('list', { name: 'Matching users' }).getByRole('button').first().click();
        await expect(page.getByTestId('frequency-daily-value')).toBeVisible();
      }
      expect(await seriousViolationsInBothThemes(page)).toEqual(NONE_IN_EITHER_THEME);
    });
  }
});
