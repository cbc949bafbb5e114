import {
  CHART_DAYS,
  CHART_WEEKS,
  type GoalKind,
  type StatsDaysResponse,
  type StatsFigures,
  type StatsOverviewResponse,
} from '../api/stats';
import { focusUnitsToMinutes, type Goal, goalProgress } from './goal';
import { addDays, daysBetween, type LocalDate, mondayOf } from './local-date';
import { computeStreaks } from './streaks';

/** One row of the per-day summary (stats_days): what was credited on a local day, and that day's goal. */
export type SummaryDay = {
  day: LocalDate;
  focusUnits: number;
  pomodoros: number;
  coinsEarned: number;
  tasksFinished: number;
  goalKind: GoalKind;
  goalValue: number;
};

/** Whether a summary day met the goal it had (changing the goal later never changes a past day). */
export const summaryDayMetGoal = (row: SummaryDay): boolean =>
  goalProgress(
    { focusMinutes: focusUnitsToMinutes(row.focusUnits), pomodoros: row.pomodoros },
    { kind: row.goalKind, value: row.goalValue },
  ).met;

/**
 * The figures of a span: focus minutes from the summed units (so seven days of 30 s make 3 minutes, not 0).
 */
function figuresOf(rows: readonly SummaryDay[]): StatsFigures {
  let units = 0;
  const figures = { focusMinutes: 0, pomodoros: 0, coinsEarned: 0, tasksFinished: 0 };
  for (const row of rows) {
    units += row.focusUnits;
    figures.pomodoros += row.pomodoros;
    figures.coinsEarned += row.coinsEarned;
    figures.tasksFinished += row.tasksFinished;
  }
  return { ...figures, focusMinutes: focusUnitsToMinutes(units) };
}

/** Goal days up to today: past days by their own goal, today by the goal in force now. */
function goalDaysOf(rows: readonly SummaryDay[], today: LocalDate, goal: Goal): LocalDate[] {
  return rows
    .filter((row) => row.day <= today)
    .filter((row) =>
      row.day === today
        ? summaryDayMetGoal({ ...row, goalKind: goal.kind, goalValue: goal.value })
        : summaryDayMetGoal(row),
    )
    .map((row) => row.day);
}

/**
 * GET /api/stats/overview from a user's summary rows (any order; rows after `today` are ignored), the goal in
 * force and the user's local today.
 */
export function buildOverview(
  rows: readonly SummaryDay[],
  goal: Goal,
  today: LocalDate,
): StatsOverviewResponse {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const inRange = (from: LocalDate, to: LocalDate) => rows.filter((row) => row.day >= from && row.day <= to);
  const todayFigures = figuresOf(inRange(today, today));
  const progress = goalProgress(todayFigures, goal);
  const weekStart = mondayOf(today);
  const goalDays = goalDaysOf(rows, today, goal);
  const streak = computeStreaks(goalDays, today);
  return {
    today: { date: today, ...todayFigures, goalMet: progress.met, progress: progress.progress },
    thisWeek: {
      from: weekStart,
      to: today,
      ...figuresOf(inRange(weekStart, today)),
      goalDays: goalDays.filter((day) => day >= weekStart).length,
    },
    goal,
    streak: {
      current: streak.current,
      best: streak.best,
      freezesHeld: streak.freezesHeld,
      goalDaysToNextFreeze: streak.goalDaysToNextFreeze,
    },
    lastDays: Array.from({ length: CHART_DAYS }, (_, i) => {
      const date = addDays(today, i - (CHART_DAYS - 1));
      return { date, focusMinutes: focusUnitsToMinutes(byDay.get(date)?.focusUnits ?? 0) };
    }),
    lastWeeks: Array.from({ length: CHART_WEEKS }, (_, i) => {
      const from = addDays(weekStart, 7 * (i - (CHART_WEEKS - 1)));
      return { weekStart: from, focusMinutes: figuresOf(inRange(from, addDays(from, 6))).focusMinutes };
    }),
  };
}

/** The first day of a heatmap of `weeks` weeks ending with today's week. */
export const heatmapStart = (today: LocalDate, weeks: number): LocalDate =>
  addDays(mondayOf(today), -7 * (weeks - 1));

/**
 * GET /api/stats/days: one entry per day from the Monday `weeks - 1` weeks before this week's to today.
 * Freezes come from the whole history (a freeze used in range may have been earned long before), so `rows`
 * should hold every summary day up to today.
 */
export function buildDays(
  rows: readonly SummaryDay[],
  goal: Goal,
  today: LocalDate,
  weeks: number,
): Omit<StatsDaysResponse, 'firstDay'> {
  const from = heatmapStart(today, weeks);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const goalDays = new Set(goalDaysOf(rows, today, goal));
  const { frozenDays } = computeStreaks(goalDays, today);
  const days = Array.from({ length: daysBetween(from, today) + 1 }, (_, i) => {
    const date = addDays(from, i);
    const row = byDay.get(date);
    return {
      date,
      focusMinutes: focusUnitsToMinutes(row?.focusUnits ?? 0),
      pomodoros: row?.pomodoros ?? 0,
      goalMet: goalDays.has(date),
      freezeUsed: frozenDays.has(date),
    };
  });
  return { from, today, days };
}
