/**
 * Local storage `selectedTaskId` (docs/product-rules.md#browser-storage): the task manager writes the
 * selected task here and the timer credits its finished pomodoros to it.
 */
export const SELECTED_TASK_KEY = 'selectedTaskId';
