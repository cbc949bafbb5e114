import { signedInUser } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { createTask } from '../support/tasks';
import {
  advance,
  coinsLine,
  cycleIndicator,
  MINUTE,
  modeButton,
  openWithPausedClock,
  pressOnPage,
  reloadPaused,
  saveTimerSettings,
  settleAfterLoad,
  setVisibility,
  timerDisplay,
  timerPanel,
} from '../support/timer-page';

// The visitor's timer on /. Every journey runs on Playwright's fake clock: 25 minutes take milliseconds.

test('a full pomodoro pays 25 coins; the break starts after 1 s and the next focus after it', async ({
  page,
}) => {
  await openWithPausedClock(page, '/');
  await saveTimerSettings(page, { 'Number of Cycles': '2' });
  await expect(timerDisplay(page)).toHaveText('25:00');
  await expect(cycleIndicator(page)).toHaveText('Cycle 1 of 2');

  await timerPanel(page).getByRole('button', { name: 'Start' }).click();
  await advance(page, 10 * MINUTE);
  await expect(timerDisplay(page)).toHaveText('15:00');
  await expect(coinsLine(page)).toHaveText('10 Coins Earned');

  await advance(page, 15 * MINUTE);
  await expect(coinsLine(page)).toHaveText('25 Coins Earned');
  // The break is shown at full length and begins one second after the focus period ended.
  await expect(modeButton(page, 'Break')).toBeVisible();
  await expect(timerDisplay(page)).toHaveText('05:00');
  await expect(timerPanel(page).getByText('Break starts in a moment')).toBeVisible();
  await advance(page, 1000);
  await expect(timerPanel(page).getByText('Break starts in a moment')).toBeHidden();
  await advance(page, 1000);
  await expect(timerDisplay(page)).toHaveText('04:59');

  // When the break ends, the next focus period starts by itself (again after 1 s).
  await advance(page, 5 * MINUTE);
  await expect(modeButton(page, 'Pomodoro')).toBeVisible();
  await expect(cycleIndicator(page)).toHaveText('Cycle 2 of 2');
  await advance(page, MINUTE);
  await expect(timerDisplay(page)).toHaveText('24:00');
  await expect(coinsLine(page)).toHaveText('26 Coins Earned');
  await expect(timerPanel(page).getByRole('button', { name: 'Pause' })).toBeVisible();
});

test('a 4-cycle run has a long break, a summary, and ends on the idle pomodoro', async ({ page }) => {
  await openWithPausedClock(page, '/');
  await saveTimerSettings(page, { 'Number of Cycles': '4' });
  await timerPanel(page).getByRole('button', { name: 'Start' }).click();
  for (let cycle = 1; cycle <= 3; cycle += 1) {
    await expect(cycleIndicator(page)).toHaveText(`Cycle ${cycle} of 4`);
    await advance(page, 25 * MINUTE + 1000);
    await expect(timerPanel(page).getByText('Short break')).toBeVisible();
    await expect(timerDisplay(page)).toHaveText('05:00');
    await advance(page, 5 * MINUTE + 1000);
  }
  await expect(cycleIndicator(page)).toHaveText('Cycle 4 of 4');
  await advance(page, 25 * MINUTE + 1000);
  await expect(timerPanel(page).getByText('Long break')).toBeVisible();
  await expect(timerDisplay(page)).toHaveText('15:00');
  await expect(coinsLine(page)).toHaveText('100 Coins Earned');

  const summary = page.getByRole('dialog', { name: 'Session complete' });
  await expect(summary).toBeVisible();
  await expect(summary.getByText('Focus minutes')).toBeVisible();
  await expect(summary.locator('dd')).toHaveText(['100', '100', '4']);
  await summary.getByRole('button', { name: 'Done' }).click();
  await expect(summary).toBeHidden();

  // The final break still runs; then the timer is the idle pomodoro at full length.
  await advance(page, 15 * MINUTE);
  await expect(timerDisplay(page)).toHaveText('25:00');
  await expect(timerPanel(page).getByRole('button', { name: 'Start' })).toBeVisible();
  await expect(cycleIndicator(page)).toHaveText('Cycle 1 of 4');
  await expect(coinsLine(page)).toHaveText('100 Coins Earned');
});

test('a tab hidden for 10 minutes shows the right time when it is visible again', async ({ page }) => {
  await openWithPausedClock(page, '/');
  await timerPanel(page).getByRole('button', { name: 'Start' }).click();
  await setVisibility(page, 'hidden');
  await advance(page, 10 * MINUTE);
  await setVisibility(page, 'visible');
  await advance(page, 100); // the visibility handler is debounced by 100 ms
  await expect(timerDisplay(page)).toHaveText('15:00');
  await expect(coinsLine(page)).toHaveText('10 Coins Earned');
});

test('a run that ends while the page is hidden reloads the page when it is shown again', async ({ page }) => {
  await openWithPausedClock(page, '/');
  await timerPanel(page).getByRole('button', { name: 'Start' }).click();
  await setVisibility(page, 'hidden');
  await advance(page, 31 * MINUTE); // the last (only) cycle, its 1 s gap and the final break
  const reloaded = page.waitForEvent('load');
  await setVisibility(page, 'visible');
  await advance(page, 100);
  await reloaded;
  await settleAfterLoad(page);
  await expect(timerDisplay(page)).toHaveText('25:00');
  await expect(coinsLine(page)).toHaveText('25 Coins Earned');
  // The summary of the run survives the reload.
  await expect(page.getByRole('dialog', { name: 'Session complete' })).toBeVisible();
});

test('a reload mid-run resumes the same timer', async ({ page }) => {
  await openWithPausedClock(page, '/');
  await timerPanel(page).getByRole('button', { name: 'Start' }).click();
  await advance(page, 7 * MINUTE);
  await expect(timerDisplay(page)).toHaveText('18:00');
  await reloadPaused(page);
  await expect(timerDisplay(page)).toHaveText('18:00');
  await expect(timerPanel(page).getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(coinsLine(page)).toHaveText('7 Coins Earned');
  await advance(page, 3 * MINUTE);
  await expect(timerDisplay(page)).toHaveText('15:00');

  // Paused and reloaded: it stays paused, offering Resume.
  await timerPanel(page).getByRole('button', { name: 'Pause' }).click();
  await reloadPaused(page);
  await expect(timerPanel(page).getByRole('button', { name: 'Resume' })).toBeVisible();
  await expect(timerDisplay(page)).toHaveText('15:00');
});

test('a corrupted stored timer is reset', async ({ page }) => {
  await openWithPausedClock(page, '/');
  await page.evaluate(() => localStorage.setItem('focusRoom.timer', JSON.stringify({ isRunning: true })));
  await reloadPaused(page);
  await expect(timerDisplay(page)).toHaveText('25:00');
  await expect(timerPanel(page).getByRole('button', { name: 'Start' })).toBeVisible();
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('focusRoom.timer') ?? '{}').isRunning),
  ).toBe(false);
});

test('the countdown pays whole minutes and returns to its length at 0', async ({ page }) => {
  await openWithPausedClock(page, '/');
  await expect(timerPanel(page).getByText('The stopwatch earns no coins')).toBeHidden();
  await modeButton(page, 'Countdown').click();
  await expect(timerDisplay(page)).toHaveText('05:00');
  await expect(cycleIndicator(page)).toBeHidden();
  await timerPanel(page).getByRole('button', { name: 'Start' }).click();
  await advance(page, 90_000);
  await expect(timerDisplay(page)).toHaveText('03:30');
  await expect(coinsLine(page)).toHaveText('1 Coin Earned');
  await advance(page, 210_000);
  await expect(timerDisplay(page)).toHaveText('05:00');
  await expect(coinsLine(page)).toHaveText('5 Coins Earned');
  await expect(timerPanel(page).getByRole('button', { name: 'Start' })).toBeVisible();

  // The stopwatch counts up without paying coins.
  await modeButton(page, 'Timer').click();
  await expect(timerDisplay(page)).toHaveText('00:00');
  await timerPanel(page).getByRole('button', { name: 'Start' }).click();
  await advance(page, 125 * MINUTE);
  await expect(timerDisplay(page)).toHaveText('125:00');
  await expect(coinsLine(page)).toHaveText('0 Coins Earned');
  await expect(timerPanel(page).getByText('The stopwatch earns no coins')).toBeVisible();
});

test('mode switching waits for a pause; Space and R control the timer but not while typing', async ({
  page,
}) => {
  await openWithPausedClock(page, '/');
  await timerPanel(page).getByRole('button', { name: 'Start' }).click();
  await expect(timerPanel(page).getByText('Pause the timer to switch modes')).toBeVisible();
  // aria-disabled, not disabled: the button keeps its hint for keyboard and screen-reader users.
  await expect(modeButton(page, 'Countdown')).toHaveAttribute('aria-disabled', 'true');
  await modeButton(page, 'Countdown').click({ force: true });
  await expect(modeButton(page, 'Pomodoro')).toHaveAttribute('aria-pressed', 'true');

  await advance(page, MINUTE);
  await expect(page).toHaveTitle('24:00 · Focus');
  await pressOnPage(page, 'Space');
  await expect(timerPanel(page).getByRole('button', { name: 'Resume' })).toBeVisible();
  await expect(timerPanel(page).getByText('Pause the timer to switch modes')).toBeHidden();
  await expect(page).not.toHaveTitle(/24:00/);

  // Typing in the New Task field does not touch the timer.
  await page.getByRole('button', { name: 'Add Task' }).click();
  await page.getByLabel('Task Name').pressSequentially('r r');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(timerDisplay(page)).toHaveText('24:00');

  await pressOnPage(page, 'r');
  await expect(timerDisplay(page)).toHaveText('25:00');
  await expect(timerPanel(page).getByRole('button', { name: 'Start' })).toBeVisible();
  await modeButton(page, 'Countdown').click();
  await expect(modeButton(page, 'Countdown')).toHaveAttribute('aria-pressed', 'true');
});

test('switching mode while paused asks first, since the paused session would end', async ({ page }) => {
  await openWithPausedClock(page, '/');
  await timerPanel(page).getByRole('button', { name: 'Start' }).click();
  await advance(page, MINUTE);
  await timerPanel(page).getByRole('button', { name: 'Pause' }).click();
  await expect(timerDisplay(page)).toHaveText('24:00');

  await modeButton(page, 'Countdown').click();
  const ask = page.getByRole('alertdialog', { name: 'Switch mode?' });
  await expect(
    ask.getByText('Your paused session ends here: the time left on it is not kept.'),
  ).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  // Radix returns focus on a timer: let the paused fake clock run it (the timer itself is paused).
  await advance(page, 100);
  await expect(ask).toBeHidden();
  // Nothing was thrown away, and focus is back on the mode button.
  await expect(timerDisplay(page)).toHaveText('24:00');
  await expect(timerPanel(page).getByRole('button', { name: 'Resume' })).toBeVisible();
  await expect(modeButton(page, 'Countdown')).toBeFocused();

  await modeButton(page, 'Countdown').click();
  await ask.getByRole('button', { name: 'Switch mode' }).click();
  await expect(modeButton(page, 'Countdown')).toHaveAttribute('aria-pressed', 'true');
  await expect(timerDisplay(page)).toHaveText('05:00');
  // Idle at full length: switching back asks nothing.
  await modeButton(page, 'Pomodoro').click();
  await expect(ask).toBeHidden();
  await expect(timerDisplay(page)).toHaveText('25:00');
});

test('settings are clamped, saved, announced and kept in timerTime', async ({ page }) => {
  await openWithPausedClock(page, '/');
  await page.evaluate(() => {
    window.addEventListener('timerSettingsUpdate', (event) => {
      (window as unknown as { lastSettings: unknown }).lastSettings = (event as CustomEvent).detail;
    });
  });
  await timerPanel(page).getByRole('button', { name: 'Timer settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Timer Settings' });
  // 0 stays allowed, but the form says a period under a minute never counts as a pomodoro.
  const shortFocus = dialog.getByText('Under a minute of focus never counts as a pomodoro.');
  await expect(shortFocus).toBeHidden();
  await dialog.getByLabel('Pomodoro Time (minutes)', { exact: true }).fill('0');
  await expect(shortFocus).toBeVisible();
  await dialog.getByLabel('Pomodoro Time (minutes)', { exact: true }).fill('12000');
  await expect(shortFocus).toBeHidden();
  await expect(dialog.getByLabel('Pomodoro Time (minutes)', { exact: true })).toHaveValue('9999');
  await dialog.getByLabel('Break Time (minutes)', { exact: true }).fill('-4');
  await expect(dialog.getByLabel('Break Time (minutes)', { exact: true })).toHaveValue('0');
  await dialog.getByLabel('Number of Cycles', { exact: true }).fill('250');
  await expect(dialog.getByLabel('Number of Cycles', { exact: true })).toHaveValue('100');
  await dialog.getByLabel('Countdown Time (minutes)', { exact: true }).fill('3');
  await dialog.getByRole('button', { name: 'Save Settings' }).click();

  await expect(timerDisplay(page)).toHaveText('9999:00');
  await expect(cycleIndicator(page)).toHaveText('Cycle 1 of 100');
  expect(await page.evaluate(() => localStorage.getItem('timerTime'))).toBe(String(9999 * 60));
  expect(
    await page.evaluate(() => (window as unknown as { lastSettings: unknown }).lastSettings),
  ).toMatchObject({
    pomodoroMinutes: 9999,
    breakMinutes: 0,
    cycles: 100,
    countdownMinutes: 3,
  });
  await reloadPaused(page);
  await expect(timerDisplay(page)).toHaveText('9999:00');
  await modeButton(page, 'Countdown').click();
  await expect(timerDisplay(page)).toHaveText('03:00');
});

test('guest tasks follow the New Task rules and live only in this tab', async ({ page, context }) => {
  await page.goto('/');
  const manager = page.getByTestId('guest-task-manager');
  await expect(manager.getByText('No tasks yet. Add one to get started!')).toBeVisible();

  await manager.getByRole('button', { name: 'Add Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Task' });
  await expect(dialog.getByText('Character limit: 200')).toBeHidden();
  await dialog.getByLabel('Task Name').fill('   ');
  await expect(dialog.getByText('Character limit: 200')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeVisible(); // a blank name is ignored
  await dialog.getByLabel('Task Name').fill('x'.repeat(230));
  await expect(dialog.getByLabel('Task Name')).toHaveValue('x'.repeat(200));
  await dialog.getByLabel('Task Name').fill('Read chapter 3');
  const date = dialog.getByLabel('Due Date', { exact: true });
  const today = await date.inputValue();
  expect(await date.getAttribute('min')).toBe(today);
  await dialog.getByLabel('Estimated Pomodoros', { exact: true }).fill('150');
  await expect(dialog.getByLabel('Estimated Pomodoros', { exact: true })).toHaveValue('100');
  await dialog.getByLabel('Estimated Pomodoros', { exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();

  const row = manager.getByTestId('guest-task').filter({ hasText: 'Read chapter 3' });
  await expect(row).toContainText('Est. Pomodoros: 0');
  await row.getByRole('checkbox').check();
  await expect(row).toHaveAttribute('data-done', 'true');
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('guestTasks') ?? '[]'));
  expect(stored).toEqual([
    { id: expect.any(Number), taskName: 'Read chapter 3', date: today, pomodoros: '0', completed: true },
  ]);

  // Kept through a reload of this tab, unknown to another tab of the same browser.
  await page.reload();
  await expect(row).toBeVisible();
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByText('No tasks yet. Add one to get started!')).toBeVisible();
  expect(await other.evaluate(() => sessionStorage.getItem('guestTasks'))).toBeNull();
  await other.close();

  await row.getByRole('button', { name: 'Delete Read chapter 3' }).click();
  await expect(manager.getByText('No tasks yet. Add one to get started!')).toBeVisible();
});

test('the playlist widget embeds the playlist lazily and its tip can be dismissed', async ({ page }) => {
  await page.goto('/');
  const widget = page.getByTestId('playlist-widget');
  const frame = widget.locator('iframe');
  // Collapsed at first, so it covers nothing; nothing loads until the user asks for music.
  await expect(frame).toHaveCount(0);
  await widget.getByRole('button', { name: 'Show focus music' }).click();
  await expect(frame).toHaveAttribute(
    'src',
    /^https:\/\/open\.spotify\.com\/embed\/playlist\/\w+\?utm_source=generator$/,
  );
  await expect(frame).toHaveAttribute('loading', 'lazy');
  await expect(frame).toHaveAttribute('title', /playlist/i);
  await widget.getByRole('button', { name: 'Dismiss tip' }).click();
  await expect(widget.getByText('Login to Spotify to avoid song skipping')).toBeHidden();
  await widget.getByRole('button', { name: 'Hide focus music' }).click();
  await expect(widget.getByRole('button', { name: 'Show focus music' })).toBeVisible();
  await expect(frame).toBeAttached(); // collapsing keeps the music playing
  // Opened once, it opens again on the next visit.
  await widget.getByRole('button', { name: 'Show focus music' }).click();
  await page.reload();
  await expect(widget.getByRole('button', { name: 'Hide focus music' })).toBeVisible();
});

test('a signed-in run saves coins, focus time and the pomodoro on the server', async ({ page }) => {
  const beforeSignUp = Date.now();
  const { token, headers } = await signedInUser(page, 'timer');
  const afterSignUp = Date.now();
  const taskId = await createTask(page.request, headers, 'Write the report');
  await page.addInitScript((task) => {
    localStorage.setItem('selectedTaskId', task);
    const seen: { type: string; detail: unknown }[] = [];
    (window as unknown as { focusEvents: typeof seen }).focusEvents = seen;
    for (const type of ['coinUpdate', 'statsUpdate', 'focusTimeTick', 'pomodoroCompleted'])
      window.addEventListener(type, (event) => seen.push({ type, detail: (event as CustomEvent).detail }));
  }, taskId);
  await openWithPausedClock(page, '/home');
  await expect(page).toHaveURL(/\/home$/);

  const call = (path: string) => page.waitForResponse((res) => res.url().endsWith(path));
  const coins = call('/api/auth/save-coin');
  const time = call('/api/user-activity/update-time-spent');
  const pomodoro = call('/api/tasks/complete-pomodoro');
  await timerPanel(page).getByRole('button', { name: 'Start' }).click();
  const startedAt = Date.now();
  await advance(page, 25 * MINUTE);
  await expect(coinsLine(page)).toHaveText('25 Coins Earned');

  // The claims are what the timer measured; the server credits what wall-clock time allows (this
  // account is seconds old and the fake clock ran 25 minutes in milliseconds, so it cuts them).
  const coinAnswer = await coins;
  const answeredAt = Date.now();
  expect(coinAnswer.request().postDataJSON()).toEqual({ coins: 25 });
  expect(coinAnswer.request().headers().authorization).toBe(`Bearer ${token}`);
  expect(coinAnswer.status()).toBe(200);
  const credited = (await coinAnswer.json()) as { credited: number; coins: number };
  // The first claim of an account may use the real time since it was created plus a one-time 10 s, one coin
  // a minute (docs/decisions/010-coin-ledger-and-wall-clock-bound.md). The server's clock is this machine's,
  // so the times measured here bound the account's age at the claim from both sides.
  const payable = (ageMs: number) => Math.min(25, Math.floor((Math.max(0, ageMs) + 10_000) / 60_000));
  expect(credited.credited).toBeGreaterThanOrEqual(payable(startedAt - afterSignUp));
  expect(credited.credited).toBeLessThanOrEqual(payable(answeredAt - beforeSignUp));
  // A new account starts with no coins: the balance after the claim is exactly what was credited.
  expect(credited.coins).toBe(credited.credited);
  const timeAnswer = await time;
  expect(timeAnswer.request().postDataJSON()).toEqual({ timeSpentInSeconds: Math.round(1500 / 1.9) });
  expect(timeAnswer.status()).toBe(200);
  const pomodoroAnswer = await pomodoro;
  expect(pomodoroAnswer.request().postDataJSON()).toEqual({ taskId, seconds: 1500 });
  expect(pomodoroAnswer.status()).toBe(200);

  // The balance the server answered is the ledger's, and the other widgets were told.
  const stats = (await (await page.request.get('/api/user/stats', { headers })).json()) as {
    currentCoins: number;
  };
  expect(stats.currentCoins).toBe(credited.coins);
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { focusEvents: { type: string }[] }).focusEvents.map((e) => e.type),
      ),
    )
    .toEqual(expect.arrayContaining(['coinUpdate', 'statsUpdate', 'focusTimeTick']));

  // Focus time not saved yet goes out with the page (fetch keepalive, with the bearer header).
  await page.getByRole('dialog', { name: 'Session complete' }).getByRole('button', { name: 'Done' }).click();
  await timerPanel(page).getByRole('button', { name: 'Reset' }).click();
  await timerPanel(page).getByRole('button', { name: 'Start' }).click();
  // Two steps under the 30 s sleep gap, so no periodic save happens before the page goes.
  await advance(page, 20_000);
  await advance(page, 20_000);
  const unload = page.waitForRequest((req) => req.url().endsWith('/api/user-activity/update-time-spent'));
  // The unload event itself (Playwright does not report requests a closing page sends).
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
  const request = await unload;
  // The 0.9 s the first claim's rounding left over (1500 s → 789 units = 1499.1 s) goes with this one, so
  // the saved total stays the real focus time / 1.9.
  const leftover = 1500 - Math.round(1500 / 1.9) * 1.9;
  expect(request.postDataJSON()).toEqual({ timeSpentInSeconds: Math.round((40 + leftover) / 1.9) });
  expect(request.headers().authorization).toBe(`Bearer ${token}`);
});
