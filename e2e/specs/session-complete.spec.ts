import { expect, test } from '../support/fixtures';
import { chooseGerman } from '../support/german';
import {
  advance,
  coinsLine,
  cycleIndicator,
  MINUTE,
  modeButton,
  openWithPausedClock,
  saveTimerSettings,
  timerDisplay,
  timerPanel,
} from '../support/timer-page';

// After the last cycle the 'Session complete' dialog shows the break's countdown and offers one more
// pomodoro (docs/product-rules.md#pomodoro-cycle). The default of 1 cycle stays.

test('the summary shows the break countdown and keeps the run going after the break', async ({ page }) => {
  await openWithPausedClock(page, '/');
  await expect(cycleIndicator(page)).toHaveText('Cycle 1 of 1');
  await timerPanel(page).getByRole('button', { name: 'Start' }).click();
  await advance(page, 25 * MINUTE + 2_000);

  const summary = page.getByRole('dialog', { name: 'Session complete' });
  await expect(summary).toBeVisible();
  await expect(summary.getByText(/Enjoy your break/)).toBeVisible();
  await expect(summary.getByRole('timer')).toHaveText('04:59');
  await advance(page, MINUTE);
  await expect(summary.getByRole('timer')).toHaveText('03:59');
  await expect(summary.getByText('It starts by itself when your break ends.')).toBeVisible();

  await summary.getByRole('button', { name: 'Start next pomodoro' }).click();
  await expect(summary).toBeHidden();
  // The break keeps running; the next focus period follows it as after any other cycle.
  await expect(modeButton(page, 'Break')).toBeVisible();
  await expect(timerDisplay(page)).toHaveText('03:59');
  await advance(page, 4 * MINUTE);
  await expect(modeButton(page, 'Pomodoro')).toBeVisible();
  await advance(page, MINUTE);
  await expect(timerDisplay(page)).toHaveText('24:00');
  await expect(timerPanel(page).getByRole('button', { name: 'Pause' })).toBeVisible();

  // The next summary covers the whole session.
  await advance(page, 24 * MINUTE + 1_000);
  await expect(summary).toBeVisible();
  await expect(summary.locator('dd')).toHaveText(['50', '50', '2']);
  await summary.getByRole('button', { name: 'Done' }).click();
  await expect(summary).toBeHidden();
  await advance(page, 5 * MINUTE + 1_000);
  await expect(timerDisplay(page)).toHaveText('25:00');
  await expect(timerPanel(page).getByRole('button', { name: 'Start' })).toBeVisible();
});

test('with a 0-minute break the summary promises no break and starts the next pomodoro at once', async ({
  page,
}) => {
  await openWithPausedClock(page, '/');
  await saveTimerSettings(page, { 'Break Time (minutes)': '0' });
  await timerPanel(page).getByRole('button', { name: 'Start' }).click();
  await advance(page, 25 * MINUTE + 2_000);

  const summary = page.getByRole('dialog', { name: 'Session complete' });
  await expect(summary.getByText('Great work! The timer is back on Pomodoro.')).toBeVisible();
  await expect(summary.getByText(/break/i)).toHaveCount(0);
  await expect(summary.getByRole('timer')).toHaveCount(0);
  await summary.getByRole('button', { name: 'Start next pomodoro' }).click();
  await expect(summary).toBeHidden();
  await advance(page, MINUTE);
  await expect(timerDisplay(page)).toHaveText('24:00');
  await expect(coinsLine(page)).toHaveText('1 Coin Earned');
});

test('the summary in German', async ({ page, baseURL }) => {
  await chooseGerman(page, baseURL ?? '');
  await openWithPausedClock(page, '/');
  await timerPanel(page).getByRole('button', { name: 'Start' }).click();
  await advance(page, 25 * MINUTE + 2_000);
  const summary = page.getByRole('dialog', { name: 'Sitzung geschafft' });
  await expect(summary.getByText(/Genieß deine Pause/)).toBeVisible();
  await expect(summary.getByText('Pause endet in')).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Fertig' })).toBeVisible();
  await summary.getByRole('button', { name: 'Nächsten Pomodoro starten' }).click();
  await expect(summary).toBeHidden();
});
