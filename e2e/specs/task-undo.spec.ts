import { signInPage, signUp } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { createTask } from '../support/tasks';

// A delete offers Undo in a toast for a few seconds instead of deleting without a trace.
test('deleting a task offers Undo; the task is deleted on the server only when the toast goes', async ({
  page,
}) => {
  const account = await signUp(page.request, 'undo');
  await createTask(page.request, account.headers, 'Alpha');
  await createTask(page.request, account.headers, 'Bravo');
  await signInPage(page, account.token);
  await page.goto('/home');
  const board = page.getByRole('region', { name: 'Tasks' });
  const names = () => board.getByTestId('task-card').allInnerTexts();
  await expect(board.getByTestId('task-card')).toHaveCount(2);
  const before = await names();

  await board.getByRole('button', { name: 'Delete Alpha' }).click();
  await expect(board.getByTestId('task-card')).toHaveCount(1);
  // A toast on its way out (data-removed) stays in the DOM for its exit animation: only the live one counts.
  const toast = page
    .locator('[data-sonner-toast]:not([data-removed="true"])')
    .filter({ hasText: 'Deleted "Alpha"' });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Undo' }).click();
  // Back in its place, and never deleted on the server.
  await expect(board.getByTestId('task-card')).toHaveCount(2);
  expect(await names()).toEqual(before);
  const listed = async () =>
    (
      (await (await page.request.get('/api/tasks', { headers: account.headers })).json()) as {
        ongoingTasks: { taskName: string }[];
      }
    ).ongoingTasks.map((task) => task.taskName);
  await expect.poll(listed).toEqual(expect.arrayContaining(['Alpha', 'Bravo']));

  // Without Undo the delete goes through once the toast is gone.
  const deleted = page.waitForResponse(
    (res) => res.request().method() === 'DELETE' && res.url().includes('/api/tasks/'),
  );
  await board.getByRole('button', { name: 'Delete Alpha' }).click();
  await expect(toast).toBeVisible();
  expect(await listed()).toContain('Alpha');
  await expect(toast).toBeHidden({ timeout: 15_000 });
  expect((await deleted).ok()).toBe(true);
  expect(await listed()).toEqual(['Bravo']);
});
