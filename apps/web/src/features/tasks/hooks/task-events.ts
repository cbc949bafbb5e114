/** Window events (docs/product-rules.md#refresh-events) that the task manager and the estimate box use. */
export const TASK_EVENTS = {
  /** Fired by the task manager whenever the remaining pomodoros change. */
  taskCompletionUpdate: 'taskCompletionUpdate',
  /** Fired by the timer when its settings change. */
  timerSettingsUpdate: 'timerSettingsUpdate',
  /** Fired by the timer after it credited a pomodoro to `selectedTaskId`. */
  pomodoroCompleted: 'pomodoroCompleted',
  /** Ours: fired when the selected task changes (detail: { taskId: string | null }). */
  selectedTaskUpdate: 'selectedTaskUpdate',
} as const;

export const SELECTED_TASK_KEY = 'selectedTaskId';
export const TIMER_STORAGE_KEY = 'focusRoom.timer';
