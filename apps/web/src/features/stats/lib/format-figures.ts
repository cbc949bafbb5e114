import type { StatsOverviewResponse } from '@focus-room/core/api/stats';
import { formatNumber } from '../../../i18n/format';
import { translate } from '../../../i18n/i18n';

// Figures in the active language (components that show them call useT, so they follow a switch).

export type DailyGoal = StatsOverviewResponse['goal'];

/** 95 → '1h 35m', 40 → '40 min' ('1 Std. 35 Min.', '40 Min.'). */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return translate('stats.duration.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? translate('stats.duration.hours', { hours })
    : translate('stats.duration.hoursMinutes', { hours, minutes: rest });
}

/** How much of the goal the figures reach, 0–1 (never above 1: the ring is full at the goal). */
export function goalProgress(goal: DailyGoal, figures: { focusMinutes: number; pomodoros: number }): number {
  if (goal.value <= 0) return 1;
  const value = goal.kind === 'minutes' ? figures.focusMinutes : figures.pomodoros;
  return Math.min(1, value / goal.value);
}

/** 1.4 → '1.4' ('1,4'); one decimal, for the sentence 'You finish tasks in 1.4x the pomodoros you estimate'. */
export function formatRatio(ratio: number): string {
  return formatNumber(Math.round(ratio * 10) / 10, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
