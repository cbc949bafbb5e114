import type { Page, Route } from '@playwright/test';
import { logIn, signedInUser, signInPage } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import {
  OFFLINE_GUEST_TEXT,
  OFFLINE_NOT_READY_TEXT,
  OFFLINE_TEXT,
  PART_UNAVAILABLE_TEXT,
  waitForServiceWorker,
} from '../support/pwa';
import { OFFLINE_FOCUS_ACCOUNT } from '../support/seasoned-account';
import { scrollToStatsPanel } from '../support/statistics';
import { createTask } from '../support/tasks';
import {
  advance,
  coinsLine,
  MINUTE,
  openWithPausedClock,
  reloadPaused,
  saveTimerSettings,
  timerDisplay,
  timerPanel,
} from '../support/timer-page';

// Offline: a page loaded once opens again with no network, the timer, guest tasks and settings
// work, and signed-in focus earned offline is paid once the network is back, exactly once.
test.use({ serviceWorkers: 'allow' });

test('with no network, / opens again: the timer, guest tasks and settings work', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(timerDisplay(page)).toBeVisible({ timeout: 20_000 });
  await waitForServiceWorker(page);
  await expect(page.getByText(OFFLINE_GUEST_TEXT)).toHaveCount(0);

  // Online, page loads still go to the network first (a deployment shows at once): the worker fetches /.
  const workerFetches: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) workerFetches.push(new URL(request.url()).pathname);
  });
  await page.reload();
  await expect(timerDisplay(page)).toBeVisible({ timeout: 20_000 });
  expect(workerFetches).toContain('/');

  await context.setOffline(true);
  await page.reload();
  await expect(timerDisplay(page)).toHaveText('25:00', { timeout: 20_000 });
  // A visitor's focus stays in this browser: the note promises no sync.
  await expect(page.getByText(OFFLINE_GUEST_TEXT)).toBeVisible();
  await expect(page.getByText(/will sync/)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await saveTimerSettings(page, { 'Pomodoro Time (minutes)': '2' });
  await expect(timerDisplay(page)).toHaveText('02:00');
  await timerPanel(page).getByRole('button', { name: 'Start' }).click();
  // Runs in real time: a slow poll may see 01:58 first.
  await expect(timerDisplay(page)).toHaveText(/^01:5\d$/, { timeout: 5_000 });
  await timerPanel(page).getByRole('button', { name: 'Pause' }).click();

  const manager = page.getByTestId('guest-task-manager');
  await manager.getByRole('button', { name: 'Add Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Task' });
  await dialog.getByLabel('Task Name').fill('Revise offline');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(manager.getByTestId('guest-task').filter({ hasText: 'Revise offline' })).toBeVisible();

  // Another page of the app, never opened before, comes from the cache too.
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_GUEST_TEXT)).toHaveCount(0);
});

test('with no network, /home opens again for a signed-in user, who stays signed in', async ({
  page,
  context,
}) => {
  const account = await signedInUser(page, 'offline');
  await page.goto('/home');
  await expect(timerDisplay(page)).toBeVisible({ timeout: 20_000 });
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(account.username);
  await expect(timerDisplay(page)).toHaveText('25:00', { timeout: 20_000 });
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(account.token);

  // The level card shows the progress it last saw, not a failure, and goes live again by itself.
  const card = page.getByTestId('level-widget');
  await expect(card.getByTestId('level-last-known')).toBeVisible();
  await expect(card.getByText('Level 1', { exact: true })).toBeVisible();
  await expect(card.getByText('Failed to load your progress. Please try again.')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Upgrade' })).toBeDisabled();
  await context.setOffline(false);
  await expect(card.getByTestId('level-last-known')).toHaveCount(0);
  await expect(card.getByText('Level 1', { exact: true })).toBeVisible();
});

test.describe('on a first visit, before the worker has cached the app', () => {
  test.use({ serviceWorkers: 'block' });

  // What the page fetched, failed to fetch and said in its console, printed when a journey here fails:
  // a part that cannot come back online is then told apart by its error (its chunk, a dependency of it,
  // or something else the page threw).
  let pageLog: string[] = [];
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern.
  test.afterEach(({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) console.log(pageLog.join('\n'));
    pageLog = [];
  });
  const recordPage = (page: Page) => {
    const note = (line: string) => pageLog.push(`${new Date().toISOString()} ${line}`);
    page.on('request', (r) => r.url().includes('/assets/') && note(`→ ${r.url()}`));
    page.on('requestfailed', (r) => note(`✗ ${r.url()} ${r.failure()?.errorText}`));
    page.on('console', (m) => note(`console.${m.type()} ${m.text()}`));
    page.on('pageerror', (error) => note(`pageerror ${error.stack ?? error.message}`));
  };

  test('the offline note promises no reopening', async ({ page, context }) => {
    await page.goto('/');
    await expect(timerDisplay(page)).toBeVisible({ timeout: 20_000 });
    await context.setOffline(true);
    await expect(page.getByText(OFFLINE_NOT_READY_TEXT)).toBeVisible();
    await expect(page.getByText(OFFLINE_GUEST_TEXT)).toHaveCount(0);
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE_NOT_READY_TEXT)).toHaveCount(0);
  });

  test('on /home, a part whose chunk cannot load says so in its place and loads once back online', async ({
    page,
    context,
  }) => {
    recordPage(page);
    await signedInUser(page, 'chunks');
    await page.goto('/home');
    await expect(timerDisplay(page)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('stats-slot')).toBeAttached({ timeout: 30_000 });

    // The statistics panel's chunk is fetched only when the user scrolls near it: with no network, its
    // place says so calmly, and the rest of the page keeps working.
    await context.setOffline(true);
    await scrollToStatsPanel(page);
    const slot = page.getByTestId('stats-slot');
    await expect(slot.getByText(PART_UNAVAILABLE_TEXT)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await timerPanel(page).getByRole('button', { name: 'Start' }).click();
    await expect(timerPanel(page).getByRole('button', { name: 'Pause' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Back online, the panel loads by itself, with no reload.
    await context.setOffline(false);
    const panel = page.getByTestId('stats-panel');
    await expect(panel).toBeVisible({ timeout: 30_000 });
    await expect(slot.getByText(PART_UNAVAILABLE_TEXT)).toHaveCount(0);
    await expect(timerPanel(page).getByRole('button', { name: 'Pause' })).toBeVisible();

    // A page never opened before is a chunk too: the layout stays, the page's place says so, and the
    // page comes once the network is back.
    await context.setOffline(true);
    await panel.getByRole('link', { name: 'All statistics' }).click();
    await expect(page).toHaveURL(/\/statistics$/);
    await expect(page.getByRole('main').getByText(PART_UNAVAILABLE_TEXT)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Your statistics' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(PART_UNAVAILABLE_TEXT)).toHaveCount(0);
  });
});

type Paid = { coins: number; time: number; pomodoros: number };

test('focus earned offline is paid once on reconnect, also when the answers to the first sends are lost', async ({
  page,
  context,
}) => {
  const { token, headers } = await logIn(
    page.request,
    OFFLINE_FOCUS_ACCOUNT.email,
    OFFLINE_FOCUS_ACCOUNT.password,
  );
  const taskId = await createTask(page.request, headers, 'Study offline');
  const paid = async (): Promise<Paid> => {
    const stats = await (await page.request.get('/api/user/stats', { headers })).json();
    const time = await (await page.request.get('/api/user-activity/total-time-spent', { headers })).json();
    const tasks = (await (await page.request.get('/api/tasks', { headers })).json()) as {
      ongoingTasks: { _id: string; completedPomodoros: string }[];
    };
    const task = tasks.ongoingTasks.find((t) => t._id === taskId);
    return {
      coins: stats.currentCoins,
      time: time.totalTimeSpent,
      pomodoros: Number(task?.completedPomodoros),
    };
  };
  const before = await paid();

  await signInPage(page, token);
  await page.addInitScript((task) => localStorage.setItem('selectedTaskId', task), taskId);
  await openWithPausedClock(page, '/home');
  await waitForServiceWorker(page);
  await saveTimerSettings(page, { 'Pomodoro Time (minutes)': '2' });

  // Two minutes of focus with no network: a pomodoro, 2 coins and 120 s of focus time, queued.
  await context.setOffline(true);
  await timerPanel(page).getByRole('button', { name: 'Start' }).click();
  await advance(page, MINUTE);
  await advance(page, MINUTE + 2_000);
  await expect(coinsLine(page)).toHaveText('2 Coins Earned');
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
  const queued = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('focusRoom.claimQueue') ?? '[]') as unknown[]);
  await expect.poll(queued).toHaveLength(3);

  // The queue outlives a reload (still offline, from the cache).
  await reloadPaused(page);
  for (let i = 0; i < 50 && !(await timerDisplay(page).isVisible()); i++) await page.clock.runFor(100);
  await expect(timerDisplay(page)).toBeVisible();
  expect(await queued()).toMatchObject([
    { kind: 'coins', coins: 2, sent: false },
    { kind: 'time', units: 63, sent: false },
    { kind: 'pomodoro', taskId, sent: false },
  ]);

  // Back online. The server handles the first send of each claim, but its answer never reaches the page.
  const seen: Record<string, string[]> = {};
  const loseFirstAnswer = async (route: Route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    const keys = seen[path] ?? [];
    seen[path] = keys;
    keys.push(request.headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  };
  for (const path of [
    '/api/auth/save-coin',
    '/api/user-activity/update-time-spent',
    '/api/tasks/complete-pomodoro',
  ])
    await context.route(`**${path}`, loseFirstAnswer);
  await context.setOffline(false);
  // Each round stops at its first failure; the next comes 30 s later while anything waits.
  for (let round = 0; round < 6 && (await queued()).length > 0; round++) {
    await page.waitForTimeout(500);
    await advance(page, 30_000);
  }
  await expect.poll(queued).toEqual([]);

  // Every claim went twice under one key of its own, and was paid once.
  for (const keys of Object.values(seen)) {
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(keys[1]).toBe(keys[0]);
  }
  expect(Object.keys(seen)).toHaveLength(3);
  expect(await paid()).toEqual({
    coins: before.coins + 2,
    time: before.time + 63,
    pomodoros: before.pomodoros + 1,
  });
});
