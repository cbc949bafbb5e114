// Browser storage keys that one feature writes and another reads (docs/product-rules.md#browser-storage).
// Features do not import each other, so the keys they share live here.

/** Local storage: the task manager writes the selected task; the timer credits its pomodoros to it. */
export const SELECTED_TASK_KEY = 'selectedTaskId';
/** Local storage: the selected task's name, for the timer's 'Working on: …' line. */
export const SELECTED_TASK_NAME_KEY = 'selectedTaskName';

/** Session storage: a visitor's task list; after sign-in the task manager offers to move it. */
export const GUEST_TASKS_KEY = 'guestTasks';

/**
 * Session storage: set when the email verification signed a brand-new account in, so /home greets a
 * first-time user with 'Welcome', not 'Welcome back', for the rest of that tab's visit.
 */
export const NEW_ACCOUNT_KEY = 'focusRoom.newAccount';

export function markNewAccount(userId: string): void {
  try {
    window.sessionStorage.setItem(NEW_ACCOUNT_KEY, userId);
  } catch {
    // Without session storage the greeting says 'Welcome back'.
  }
}

/** A sign-in with a password or Google: the user has been here before. */
export function clearNewAccount(): void {
  try {
    window.sessionStorage.removeItem(NEW_ACCOUNT_KEY);
  } catch {
    // Nothing was stored either.
  }
}

/** Whether `userId` is the account this tab has just verified (another user signing in here is not). */
export function isNewAccount(userId: string | undefined): boolean {
  try {
    return userId !== undefined && window.sessionStorage.getItem(NEW_ACCOUNT_KEY) === userId;
  } catch {
    return false;
  }
}
