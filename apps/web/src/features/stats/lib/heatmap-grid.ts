import type { StatsDay } from '@focus-room/core/api/stats';
import { translate } from '../../../i18n/i18n';
import { addDays, startOfWeek, weekdayIndex } from './calendar-days';

/** A cell of the heatmap: a day up to today, or null for the days of this week still to come. */
export type HeatmapCell = StatsDay | null;

/** Focus minutes from which a day takes the next shade (0 minutes is the empty shade). */
export const HEAT_THRESHOLDS: readonly number[] = [1, 30, 60, 120];

export type HeatLevel = 0 | 1 | 2 | 3 | 4;

export function heatLevel(minutes: number): HeatLevel {
  let level = 0;
  for (const threshold of HEAT_THRESHOLDS) if (minutes >= threshold) level += 1;
  return level as HeatLevel;
}

/** The legend's words for each shade: '0 min', '1–29 min', …, '120+ min' (in the active language). */
export function heatLevelLabel(level: HeatLevel): string {
  if (level === 0) return translate('stats.legend.none');
  const from = HEAT_THRESHOLDS[level - 1];
  const next = HEAT_THRESHOLDS[level];
  return next === undefined
    ? translate('stats.legend.atLeast', { from })
    : translate('stats.legend.range', { from, to: next - 1 });
}

const emptyDay = (date: string): StatsDay => ({
  date,
  focusMinutes: 0,
  pomodoros: 0,
  goalMet: false,
  freezeUsed: false,
});

/** The `count` days up to and including today, oldest first, with the days that had no focus filled in. */
export function lastDaysOf(days: readonly StatsDay[], today: string, count: number): StatsDay[] {
  const byDate = new Map(days.map((day) => [day.date, day]));
  return Array.from({ length: count }, (_, index) => {
    const date = addDays(today, index - count + 1);
    return byDate.get(date) ?? emptyDay(date);
  });
}

/**
 * The heatmap's columns: `weeks` weeks ending with the one holding `today`, Monday at the top. Days the
 * server sent no row for had no focus; days after today are null (drawn as nothing).
 */
export function heatmapColumns(days: readonly StatsDay[], today: string, weeks: number): HeatmapCell[][] {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const first = addDays(startOfWeek(today), -7 * (weeks - 1));
  const columns: HeatmapCell[][] = [];
  for (let week = 0; week < weeks; week += 1) {
    const column: HeatmapCell[] = [];
    for (let weekday = 0; weekday < 7; weekday += 1) {
      const date = addDays(first, week * 7 + weekday);
      column.push(date > today ? null : (byDate.get(date) ?? emptyDay(date)));
    }
    columns.push(column);
  }
  return columns;
}

/** Where each month starts in the grid, for the labels above it: [column index, first day of the column]. */
export function monthStarts(columns: readonly HeatmapCell[][]): { column: number; date: string }[] {
  const starts: { column: number; date: string }[] = [];
  columns.forEach((column, index) => {
    const monday = column[0]?.date;
    if (!monday) return;
    // The column in which the 1st of a month falls (or the first column, when it shows enough of its month).
    const firstOfMonth = column.find((cell) => cell?.date.endsWith('-01'));
    if (firstOfMonth) starts.push({ column: index, date: firstOfMonth.date });
    else if (index === 0 && weekdayIndex(monday) === 0 && Number(monday.slice(8)) <= 14)
      starts.push({ column: 0, date: monday });
  });
  return starts;
}
