import type { StatsOverviewResponse } from '@focus-room/core/api/stats';

export type DailyGoal = StatsOverviewResponse['goal'];

/** 95 → '1h 35m', 40 → '40 min'. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function goalUnit(goal: DailyGoal, value: number): string {
  return goal.kind === 'minutes'
    ? plural(value, 'minute', 'minutes')
    : plural(value, 'pomodoro', 'pomodoros');
}

/** How much of the goal the figures reach, 0–1 (never above 1: the ring is full at the goal). */
export function goalProgress(goal: DailyGoal, figures: { focusMinutes: number; pomodoros: number }): number {
  if (goal.value <= 0) return 1;
  const value = goal.kind === 'minutes' ? figures.focusMinutes : figures.pomodoros;
  return Math.min(1, value / goal.value);
}

/** 1.4 → '1.4x'; one decimal, as the sentence 'You finish tasks in 1.4x the pomodoros you estimate' reads. */
export function formatRatio(ratio: number): string {
  return `${(Math.round(ratio * 10) / 10).toFixed(1)}x`;
}
