import type { Page } from '@playwright/test';
import { signInPage, signUp } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { createTask } from '../support/tasks';
import { timerPanel } from '../support/timer-page';

/** The select button of a task's row (its name, meta and 'Selected' badge). */
const selectButton = (page: Page, name: string) =>
  page.getByTestId('task-card').filter({ hasText: name }).locator('button[aria-pressed]');

// The timer says which task a finished pomodoro counts for, and the user can change it.
test("the timer card says 'Working on: …' and its Change leads to the task board", async ({ page }) => {
  const account = await signUp(page.request, 'work');
  await page.goto('/');
  // Visitors' pomodoros are not credited to anything: no line.
  await expect(timerPanel(page).getByTestId('working-on')).toHaveCount(0);

  await createTask(page.request, account.headers, 'Alpha');
  await createTask(page.request, account.headers, 'Bravo');
  await signInPage(page, account.token);
  await page.goto('/home');
  const workingOn = timerPanel(page).getByTestId('working-on');
  // The selection the board made (the last ongoing task) is shown, not kept silent.
  await expect(workingOn).toHaveText(/Working on: Bravo/);

  await selectButton(page, 'Alpha').click();
  await expect(workingOn).toHaveText(/Working on: Alpha/);

  await workingOn.getByRole('button', { name: 'Change' }).click();
  await expect(selectButton(page, 'Alpha')).toBeFocused();
  await selectButton(page, 'Bravo').press('Enter');
  await expect(workingOn).toHaveText(/Working on: Bravo/);
});
