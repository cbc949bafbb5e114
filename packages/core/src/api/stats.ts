import { z } from 'zod';
import { SERVER_MESSAGES as M, serverMessage } from '../i18n/server-messages';
import {
  GOAL_KINDS,
  GOAL_LIMITS,
  HEATMAP_DEFAULT_WEEKS,
  HEATMAP_MAX_WEEKS,
  isKnownTimeZone,
  STATS_MESSAGES,
} from './stats-plain';

export * from './stats-plain';

/** A local date, `YYYY-MM-DD`. */
const localDateSchema = z.iso.date();

const timeZoneSchema = z
  .string({ error: M.timeZoneInvalid })
  .min(1, M.timeZoneInvalid)
  .max(64, M.timeZoneInvalid)
  .refine(isKnownTimeZone, STATS_MESSAGES.unknownTimeZone);

const dayStartHourSchema = z
  .number({ error: serverMessage('fieldNumber', { field: 'dayStartHour' }) })
  .int(M.dayStartHourRange)
  .min(0, M.dayStartHourRange)
  .max(23, M.dayStartHourRange);

// ---------------------------------------------------------------------------------------------------
// Settings

/**
 * PUT /api/stats/settings: the whole set. `goalValue` must lie in the kind's range (GOAL_LIMITS).
 * Changing the time zone or the day start hour applies from now on: days already counted keep their date.
 */
export const statsSettingsRequestSchema = z
  .object({
    goalKind: z.enum(GOAL_KINDS, { error: M.goalKindInvalid }),
    goalValue: z
      .number({ error: serverMessage('fieldNumber', { field: 'goalValue' }) })
      .int(serverMessage('fieldWholeNumber', { field: 'goalValue' })),
    dayStartHour: dayStartHourSchema,
    timeZone: timeZoneSchema,
  })
  .superRefine((body, ctx) => {
    const { min, max } = GOAL_LIMITS[body.goalKind];
    if (body.goalValue < min || body.goalValue > max)
      ctx.addIssue({
        code: 'custom',
        path: ['goalValue'],
        message: serverMessage('goalRange', { kind: body.goalKind, min, max }),
      });
  });
export type StatsSettingsRequest = z.infer<typeof statsSettingsRequestSchema>;

/**
 * GET and PUT /api/stats/settings answer. `timeZoneSaved` is false until a time zone was saved (days are
 * then counted in UTC): the web saves the browser's zone then.
 */
export const statsSettingsSchema = z.object({
  goalKind: z.enum(GOAL_KINDS),
  goalValue: z.number().int(),
  dayStartHour: z.number().int(),
  timeZone: z.string(),
  timeZoneSaved: z.boolean(),
});
export type StatsSettings = z.infer<typeof statsSettingsSchema>;

// ---------------------------------------------------------------------------------------------------
// Overview: today, this week, the goal, the streak and the week chart

/** The figures of a span of local days. Minutes are whole real focused minutes. */
export const statsFiguresSchema = z.object({
  focusMinutes: z.number().int(),
  /** Finished focus periods (a pomodoro, or a countdown's focus). */
  pomodoros: z.number().int(),
  /** Focus and task coins (admin corrections and spending are not earnings). */
  coinsEarned: z.number().int(),
  tasksFinished: z.number().int(),
});
export type StatsFigures = z.infer<typeof statsFiguresSchema>;

export const streakSchema = z.object({
  /** Goal days of the run that is still alive (today counts once its goal is met). */
  current: z.number().int(),
  best: z.number().int(),
  /** Freezes held now (0 to MAX_FREEZES_HELD). */
  freezesHeld: z.number().int(),
  /** Goal days still needed for the next freeze (FREEZE_EVERY_GOAL_DAYS to 1). */
  goalDaysToNextFreeze: z.number().int(),
});
export type Streak = z.infer<typeof streakSchema>;

/** GET /api/stats/overview. Weeks start on Monday; `thisWeek` runs from Monday to today. */
export const statsOverviewResponseSchema = z.object({
  today: statsFiguresSchema.extend({
    date: localDateSchema,
    goalMet: z.boolean(),
    /** Today's figure of the goal's kind over the goal, from 0, capped at 1 (the ring). */
    progress: z.number().min(0).max(1),
  }),
  thisWeek: statsFiguresSchema.extend({
    from: localDateSchema,
    to: localDateSchema,
    goalDays: z.number().int(),
  }),
  goal: z.object({ kind: z.enum(GOAL_KINDS), value: z.number().int() }),
  streak: streakSchema,
  /** The last CHART_DAYS days, oldest first, today last. */
  lastDays: z.array(z.object({ date: localDateSchema, focusMinutes: z.number().int() })),
  /** The last CHART_WEEKS weeks (Monday to Sunday), oldest first, this week last. */
  lastWeeks: z.array(z.object({ weekStart: localDateSchema, focusMinutes: z.number().int() })),
});
export type StatsOverviewResponse = z.infer<typeof statsOverviewResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Heatmap days

/** GET /api/stats/days?weeks=N: N weeks of days, 1 to HEATMAP_MAX_WEEKS, default HEATMAP_DEFAULT_WEEKS. */
const weeksInvalid = serverMessage('weeksInvalid', { max: HEATMAP_MAX_WEEKS });
export const statsDaysQuerySchema = z.object({
  weeks: z.coerce
    .number({ error: weeksInvalid })
    .int(weeksInvalid)
    .min(1, weeksInvalid)
    .max(HEATMAP_MAX_WEEKS, weeksInvalid)
    .optional()
    .default(HEATMAP_DEFAULT_WEEKS),
});
export type StatsDaysQuery = z.input<typeof statsDaysQuerySchema>;

export const statsDaySchema = z.object({
  date: localDateSchema,
  focusMinutes: z.number().int(),
  pomodoros: z.number().int(),
  goalMet: z.boolean(),
  /** A missed day a streak freeze covered. */
  freezeUsed: z.boolean(),
});
export type StatsDay = z.infer<typeof statsDaySchema>;

/**
 * One entry per day from `from` (the Monday `weeks - 1` weeks before this week's) to `today`, oldest first,
 * so the heatmap's columns are whole weeks; the last column ends today.
 */
export const statsDaysResponseSchema = z.object({
  from: localDateSchema,
  today: localDateSchema,
  days: z.array(statsDaySchema),
  /** The local day the account was created: the table view starts with its week. */
  firstDay: localDateSchema,
});
export type StatsDaysResponse = z.infer<typeof statsDaysResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Estimates

export const estimatedTaskSchema = z.object({
  _id: z.string(),
  taskName: z.string(),
  estimatedPomodoros: z.number().int(),
  completedPomodoros: z.number().int(),
  finishedAt: z.iso.datetime({ offset: true }),
});
export type EstimatedTask = z.infer<typeof estimatedTaskSchema>;

/**
 * GET /api/stats/estimates: the last ESTIMATE_WINDOW finished tasks with an estimate and at least one
 * pomodoro, newest first, and `bias` = their pomodoros over their estimates (1.4 reads "You finish tasks
 * in 1.4x the pomodoros you estimate"), null with fewer than ESTIMATE_MIN_TASKS of them.
 */
export const statsEstimatesResponseSchema = z.object({
  tasks: z.array(estimatedTaskSchema),
  bias: z.number().nullable(),
});
export type StatsEstimatesResponse = z.infer<typeof statsEstimatesResponseSchema>;
