import {
  DEFAULT_DAY_START_HOUR,
  DEFAULT_GOAL_VALUES,
  DEFAULT_TIME_ZONE,
  ESTIMATE_WINDOW,
  isKnownTimeZone,
  STATS_MESSAGES,
  type StatsDaysResponse,
  type StatsEstimatesResponse,
  type StatsOverviewResponse,
  type StatsSettings,
  type StatsSettingsRequest,
} from '@focus-room/core/api/stats';
import { estimationBias } from '@focus-room/core/stats/estimates';
import type { Goal } from '@focus-room/core/stats/goal';
import { localDayOf } from '@focus-room/core/stats/local-date';
import { buildDays, buildOverview } from '@focus-room/core/stats/summary';
import type { AppContext } from '../../app-context';
import { HttpError, unauthorized } from '../../lib/http-error';
import { statsRepository } from '../../repositories/stats-repository';
import { inTransaction } from '../../repositories/transaction';

type Ctx = Pick<AppContext, 'db' | 'now'>;

/** A user's settings, the defaults where they never saved any. */
export async function getStatsSettings(ctx: Ctx, userId: string): Promise<StatsSettings> {
  const row = await statsRepository.settings(ctx.db, userId);
  const goalKind = row?.goalKind ?? 'minutes';
  return {
    goalKind,
    goalValue: row?.goalValue ?? DEFAULT_GOAL_VALUES[goalKind],
    dayStartHour: row?.dayStartHour ?? DEFAULT_DAY_START_HOUR,
    timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE,
    timeZoneSaved: row?.timeZone != null,
  };
}

/**
 * Saves the settings. The time zone and day start hour apply from now on: days already in the summary keep
 * their dates (decision 037). The goal also becomes today's goal (by the new settings' today), so the ring
 * and today's goal day agree at once; past days keep theirs.
 */
export async function saveStatsSettings(
  ctx: Ctx,
  userId: string,
  body: StatsSettingsRequest,
): Promise<StatsSettings> {
  // The browser's zone list (Intl, checked by the schema) and PostgreSQL's may differ on rare names.
  if (!(await statsRepository.knowsTimeZone(ctx.db, body.timeZone))) {
    throw new HttpError(400, STATS_MESSAGES.unknownTimeZone, { timeZone: STATS_MESSAGES.unknownTimeZone });
  }
  const today = localDayOf(ctx.now(), body.timeZone, body.dayStartHour);
  await inTransaction(ctx.db, async (tx) => {
    if (!(await statsRepository.lockUser(tx, userId))) throw unauthorized();
    await statsRepository.saveSettings(tx, userId, body);
    await statsRepository.setGoalOfDay(tx, userId, today, {
      goalKind: body.goalKind,
      goalValue: body.goalValue,
    });
  });
  return { ...body, timeZoneSaved: true };
}

/** The settings, the goal in force and the user's local today. */
async function statsContext(ctx: Ctx, userId: string) {
  const settings = await getStatsSettings(ctx, userId);
  const goal: Goal = { kind: settings.goalKind, value: settings.goalValue };
  // A zone saved under an older time-zone database that this runtime no longer knows counts as UTC rather
  // than failing every read.
  const timeZone = isKnownTimeZone(settings.timeZone) ? settings.timeZone : DEFAULT_TIME_ZONE;
  const today = localDayOf(ctx.now(), timeZone, settings.dayStartHour);
  return { goal, today, timeZone, dayStartHour: settings.dayStartHour };
}

export async function getStatsOverview(ctx: Ctx, userId: string): Promise<StatsOverviewResponse> {
  const { goal, today } = await statsContext(ctx, userId);
  const rows = await statsRepository.daysUpTo(ctx.db, userId, today);
  return buildOverview(rows, goal, today);
}

export async function getStatsDays(ctx: Ctx, userId: string, weeks: number): Promise<StatsDaysResponse> {
  const { goal, today, timeZone, dayStartHour } = await statsContext(ctx, userId);
  const [rows, joinedAt] = await Promise.all([
    statsRepository.daysUpTo(ctx.db, userId, today),
    statsRepository.joinedAt(ctx.db, userId),
  ]);
  const firstDay = joinedAt ? localDayOf(joinedAt, timeZone, dayStartHour) : today;
  return { ...buildDays(rows, goal, today, weeks), firstDay };
}

export async function getStatsEstimates(ctx: Ctx, userId: string): Promise<StatsEstimatesResponse> {
  const rows = await statsRepository.recentEstimatedTasks(ctx.db, userId, ESTIMATE_WINDOW);
  return {
    tasks: rows.map((row) => ({
      _id: row.id,
      taskName: row.taskName,
      estimatedPomodoros: row.estimatedPomodoros,
      completedPomodoros: row.completedPomodoros,
      finishedAt: (row.finishedAt ?? new Date(0)).toISOString(),
    })),
    bias: estimationBias(rows),
  };
}
