import { ESTIMATE_MIN_TASKS, ESTIMATE_WINDOW } from '../api/stats';

export type EstimateSample = { estimatedPomodoros: number; completedPomodoros: number };

/**
 * Whether a finished task tells anything about estimating: it had an estimate, and at least one pomodoro was
 * credited to it (a task ticked off without the timer says nothing about how long it took).
 */
export const isEstimateSample = (task: EstimateSample): boolean =>
  task.estimatedPomodoros >= 1 && task.completedPomodoros >= 1;

/**
 * The estimation bias over the newest ESTIMATE_WINDOW samples (`tasks` newest first): pomodoros used over
 * pomodoros estimated, so 1.4 reads "You finish tasks in 1.4x the pomodoros you estimate". A ratio of sums,
 * not a mean of ratios, so one tiny task estimated at 1 and done in 4 does not outweigh a dozen big ones.
 * Null below ESTIMATE_MIN_TASKS samples. Rounded to two decimals.
 */
export function estimationBias(tasks: readonly EstimateSample[]): number | null {
  const samples = tasks.filter(isEstimateSample).slice(0, ESTIMATE_WINDOW);
  if (samples.length < ESTIMATE_MIN_TASKS) return null;
  const used = samples.reduce((sum, t) => sum + t.completedPomodoros, 0);
  const estimated = samples.reduce((sum, t) => sum + t.estimatedPomodoros, 0);
  return Math.round((used / estimated) * 100) / 100;
}
