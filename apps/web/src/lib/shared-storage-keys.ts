// Browser storage keys that one feature writes and another reads (docs/product-rules.md#browser-storage).
// Features do not import each other, so the keys they share live here.

/** Local storage: the task manager writes the selected task; the timer credits its pomodoros to it. */
export const SELECTED_TASK_KEY = 'selectedTaskId';

/** Session storage: a visitor's task list; after sign-in the task manager offers to move it. */
export const GUEST_TASKS_KEY = 'guestTasks';
