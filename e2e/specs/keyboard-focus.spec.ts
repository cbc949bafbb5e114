import type { Page } from '@playwright/test';
import { signInPage, signUp } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { createTask } from '../support/tasks';
import { timerPanel } from '../support/timer-page';

// Keyboard focus stays where the user is. The journey uses the keyboard only for every action
// (focus() only places the starting point, as a Tab walk to it would).

const board = (page: Page) => page.getByRole('region', { name: 'Tasks' });
const deleteLabels = (page: Page) =>
  board(page)
    .getByRole('button', { name: /^Delete / })
    .evaluateAll((nodes) => nodes.map((node) => String(node.getAttribute('aria-label'))));

test('checking, adding, editing and deleting tasks and the timer settings keep keyboard focus in place', async ({
  page,
}) => {
  const account = await signUp(page.request, 'keys');
  for (const name of ['Alpha', 'Bravo', 'Charlie']) await createTask(page.request, account.headers, name);
  await signInPage(page, account.token);
  await page.goto('/home');
  await expect(board(page).getByTestId('task-card')).toHaveCount(3);

  // A toggle keeps focus on the checkbox, though the row moves to the finished list and back.
  await board(page).getByRole('checkbox', { name: 'Mark Bravo as finished' }).focus();
  await page.keyboard.press('Space');
  await expect(board(page).getByRole('checkbox', { name: 'Mark Bravo as not finished' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(board(page).getByRole('checkbox', { name: 'Mark Bravo as finished' })).toBeFocused();

  // Add Task: the dialog closes onto the button that opened it.
  const addTask = board(page).getByRole('button', { name: 'Add Task' });
  await addTask.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New Task' });
  await expect(dialog).toBeVisible();
  // Focus moves into the first field once the dialog has opened; keys typed before that go elsewhere.
  await expect(dialog.getByLabel('Task Name')).toBeFocused();
  await page.keyboard.type('Delta');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(board(page).getByTestId('task-card')).toHaveCount(4);
  await expect(addTask).toBeFocused();

  // Edit Task closed with Escape: back on its Edit button.
  const edit = board(page).getByRole('button', { name: 'Edit Alpha' });
  await edit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Edit Task' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Edit Task' })).toBeHidden();
  await expect(edit).toBeFocused();

  // A delete moves focus to the same button of the neighbouring row, the last one to Add Task.
  let labels = await deleteLabels(page);
  expect(labels).toHaveLength(4);
  await board(page).getByRole('button', { name: labels[1] }).focus();
  await page.keyboard.press('Enter');
  await expect(board(page).getByRole('button', { name: labels[2] })).toBeFocused();
  labels = await deleteLabels(page);
  await board(page)
    .getByRole('button', { name: labels.at(-1) })
    .focus();
  await page.keyboard.press('Enter');
  await expect(board(page).getByRole('button', { name: labels.at(-2) })).toBeFocused();
  for (let left = labels.length - 1; left > 0; left -= 1) {
    await page.keyboard.press('Enter');
    await expect(board(page).getByTestId('task-card')).toHaveCount(left - 1);
  }
  await expect(addTask).toBeFocused();

  // Timer Settings closed with Escape: back on the settings button.
  const settings = timerPanel(page).getByRole('button', { name: 'Timer settings' });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Timer Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Timer Settings' })).toBeHidden();
  await expect(settings).toBeFocused();
});

test("a visitor's task list keeps keyboard focus in place too", async ({ page }) => {
  await page.goto('/');
  // / is prerendered: its buttons are painted before the app runs, so wait until it does (AppStarted).
  await expect(page.locator('#root')).toHaveAttribute('data-ready', '');
  const list = page.getByTestId('guest-task-manager');
  const addTask = list.getByRole('button', { name: 'Add Task' });

  // Add Task: the dialog closes onto the button that opened it, after adding and with Escape.
  for (const name of ['Alpha', 'Bravo', 'Charlie']) {
    await addTask.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'New Task' })).toBeVisible();
    // As above: typed only once focus is in the first field.
    await expect(page.getByRole('dialog', { name: 'New Task' }).getByLabel('Task Name')).toBeFocused();
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'New Task' })).toBeHidden();
    await expect(addTask).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'New Task' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'New Task' })).toBeHidden();
  await expect(addTask).toBeFocused();

  // A toggle keeps focus on the checkbox.
  await list.getByRole('checkbox', { name: 'Mark Bravo as finished' }).focus();
  await page.keyboard.press('Space');
  await expect(list.getByRole('checkbox', { name: 'Mark Bravo as not finished' })).toBeFocused();

  // A delete moves focus to the next row's Delete button, after the last one to the previous row's, and
  // to Add Task when the list is empty.
  await list.getByRole('button', { name: 'Delete Alpha' }).focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('button', { name: 'Delete Bravo' })).toBeFocused();
  await list.getByRole('button', { name: 'Delete Charlie' }).focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('button', { name: 'Delete Bravo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(list.getByTestId('guest-task')).toHaveCount(0);
  await expect(addTask).toBeFocused();
});
