/** Window events (docs/product-rules.md#refresh-events) that the timer fires for the other widgets. */
export const FOCUS_EVENTS = {
  /** After coins were saved; detail { credited, coins } (coins = the balance after it). */
  coinUpdate: 'coinUpdate',
  /** After focus time was saved; detail { credited, totalTimeSpent }. */
  statsUpdate: 'statsUpdate',
  /** The user's total focus time; detail { totalSeconds } in the server's unit (measured seconds / 1.9). */
  focusTimeTick: 'focusTimeTick',
  /** After a pomodoro was credited to the selected task; detail { taskId }. */
  pomodoroCompleted: 'pomodoroCompleted',
  /** After the timer settings were saved; detail: the settings. */
  timerSettingsUpdate: 'timerSettingsUpdate',
} as const;

/** Set by the task manager (the selected task); the timer credits its pomodoros to that task. */
export const SELECTED_TASK_KEY = 'selectedTaskId';

export function fireFocusEvent(
  name: (typeof FOCUS_EVENTS)[keyof typeof FOCUS_EVENTS],
  detail: unknown,
): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}
