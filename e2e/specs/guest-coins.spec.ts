import { signUp } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import {
  advance,
  coinsLine,
  MINUTE,
  openWithPausedClock,
  timerDisplay,
  timerPanel,
} from '../support/timer-page';

// After signing in from the guest timer, the running 'N Coins Earned' must not disagree with
// 'Your coins' without a word: coins counted as a guest are not paid, and the panel says so.
test('coins a guest counted are said not to be kept once the user signs in mid-session', async ({ page }) => {
  const account = await signUp(page.request, 'guestc');
  await openWithPausedClock(page, '/');
  await timerPanel(page).getByRole('button', { name: 'Start' }).click();
  await advance(page, 3 * MINUTE);
  await expect(coinsLine(page)).toHaveText('3 Coins Earned');
  await expect(timerPanel(page).getByTestId('unpaid-guest-coins')).toHaveCount(0);
  await timerPanel(page).getByRole('button', { name: 'Pause' }).click();

  // The user signs in in this tab (the token as a login leaves it) with the session still going.
  await page.evaluate((token) => localStorage.setItem('token', token), account.token);
  await page.goto('/home');
  for (let i = 0; i < 50 && !(await timerDisplay(page).isVisible()); i++) await page.clock.runFor(100);
  await expect(coinsLine(page)).toHaveText('3 Coins Earned');
  await expect(timerPanel(page).getByTestId('unpaid-guest-coins')).toHaveText(
    '3 of these were earned before you signed in and are not kept',
  );
  // A new session forgets it.
  await timerPanel(page).getByRole('button', { name: 'Reset' }).click();
  await expect(coinsLine(page)).toHaveText('0 Coins Earned');
  await expect(timerPanel(page).getByTestId('unpaid-guest-coins')).toHaveCount(0);
});
