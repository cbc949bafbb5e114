import { expect, type Page, type Request } from '@playwright/test';

/** A fixed instant for the fake clock (a weekday morning), so every run sees the same times. */
export const CLOCK_START = new Date('2026-06-15T08:00:00');

/**
 * Installs Playwright's fake clock, opens `path` and pauses time: from then on time only moves through
 * `page.clock.fastForward`, which fires the timer's interval once at the new instant — like a
 * throttled background tab, so the tests also prove the timer never depends on counting ticks.
 * `fromTheStart`: the clock is paused before the page loads, and moved only while the page waits for
 * nothing from the network, so the load takes about as little page time on a slow machine as on a fast
 * one (for a journey that counts the seconds after the app starts).
 */
export async function openWithPausedClock(page: Page, path: string, { fromTheStart = false } = {}) {
  await page.clock.install({ time: CLOCK_START });
  // Requests under way, but for the live stream, which never ends.
  let loading = 0;
  const counts = (request: Request) => !request.url().includes('/api/groups/live');
  const started = (request: Request) => {
    if (counts(request)) loading += 1;
  };
  const ended = (request: Request) => {
    if (counts(request)) loading -= 1;
  };
  if (fromTheStart) {
    await page.clock.pauseAt(new Date(CLOCK_START.getTime() + 1_000));
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  }
  await page.goto(path);
  if (!fromTheStart) {
    // The installed clock runs at real speed until paused, and pausing in its past throws: on a slow
    // machine the load can take more than the five seconds after CLOCK_START, so pause a little ahead.
    const pageNow = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(new Date(Math.max(CLOCK_START.getTime() + 5_000, pageNow + 2_000)));
  }
  // A lazily loaded page (e.g. /home after the session check) is revealed through a short React timer
  // that a paused clock never fires: nudge the clock until the timer shows (the timer is idle till then).
  // The prerendered page shows the timer before the app runs on it (data-ready): wait for both.
  const ready = page.locator('#root[data-ready]');
  // A request that never ends must not hold the clock for good: after a minute it is moved regardless.
  const waitUntil = Date.now() + 60_000;
  for (let i = 0; i < 50 && !((await timerDisplay(page).isVisible()) && (await ready.count())); ) {
    if (loading > 0 && Date.now() < waitUntil) {
      await page.waitForTimeout(50);
      continue;
    }
    await page.clock.runFor(100);
    i += 1;
  }
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
  await expect(ready).toBeAttached();
  await expect(timerDisplay(page)).toBeVisible();
}

export const timerPanel = (page: Page) => page.getByTestId('timer-panel');
export const timerDisplay = (page: Page) => page.getByTestId('timer-display');
export const cycleIndicator = (page: Page) => page.getByTestId('cycle-indicator');
export const coinsLine = (page: Page) => timerPanel(page).getByText(/\d+ Coins? Earned/);
export const modeButton = (page: Page, name: string) =>
  timerPanel(page).getByRole('group', { name: 'Timer mode' }).getByRole('button', { name, exact: true });

export async function saveTimerSettings(page: Page, values: Record<string, string>) {
  await timerPanel(page).getByRole('button', { name: 'Timer settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Timer Settings' });
  for (const [label, value] of Object.entries(values))
    await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole('button', { name: 'Save Settings' }).click();
  await expect(dialog).toBeHidden();
}

/** Moves the fake clock on by `ms` and lets the page catch up. */
export async function advance(page: Page, ms: number) {
  await page.clock.fastForward(ms);
}

export const MINUTE = 60_000;

/** Makes the page believe it was hidden or shown, as a tab switch does (Playwright pages stay visible). */
export async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

/** A key press with nothing focused, as when the user has clicked on the page background. */
export async function pressOnPage(page: Page, key: string) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press(key);
}

/**
 * Reloads with the clock still paused. React reveals a lazily loaded route through a short timer
 * (Suspense's fallback throttle, ~300 ms), which a paused clock never fires: let 400 ms pass, too little
 * to change any whole second the tests read.
 */
export async function reloadPaused(page: Page) {
  await page.reload();
  await settleAfterLoad(page);
}

/**
 * After a load with the clock paused: the app first loads its catalogs, then renders through React timers
 * the paused clock must run. The same 400 ms as ever, in steps, while the app gets there in real time
 * (one run of 400 ms at once can come before the app has set its timers, which then never fire).
 */
export async function settleAfterLoad(page: Page) {
  const ready = page.locator('#root[data-ready]');
  for (let i = 0; i < 8 && !(await ready.count()); i++) {
    await page.waitForTimeout(150);
    await page.clock.runFor(50);
  }
  await expect(ready).toBeAttached();
}
