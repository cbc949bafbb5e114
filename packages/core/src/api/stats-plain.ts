// The stats contract without zod (limits, messages, route descriptors), for web code that runs on a first
// load (docs/decisions/016-small-first-chunk.md); stats.ts re-exports it with the schemas.
import { SERVER_MESSAGES as M } from '../i18n/server-messages';
import type { ApiRoute } from './route';

/**
 * The statistics panel (docs/product-rules.md#statistics): figures per local day of the user, read from
 * a per-user, per-day summary the database keeps (decision 036), with days that start at the user's day
 * start hour in the user's time zone (decision 037).
 */

/** What a daily goal counts: focused minutes or finished focus periods (pomodoros). */
export const GOAL_KINDS = ['minutes', 'pomodoros'] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];
/** The goal a user has until they set one, per kind. */
export const DEFAULT_GOAL_VALUES: Readonly<Record<GoalKind, number>> = { minutes: 100, pomodoros: 4 };
/** The range a goal may be set to, per kind (a whole day of focus at most). */
export const GOAL_LIMITS: Readonly<Record<GoalKind, { min: number; max: number }>> = {
  minutes: { min: 5, max: 1440 },
  pomodoros: { min: 1, max: 48 },
};
/** Days start at 4:00 until the user sets another hour, so a session at 1 am counts for the evening before. */
export const DEFAULT_DAY_START_HOUR = 4;
/** The time zone days are counted in until the browser saves the user's own. */
export const DEFAULT_TIME_ZONE = 'UTC';
/** The heatmap's range: 26 weeks on a phone, 52 on a desktop; a request may ask for 1 to 53 weeks. */
export const HEATMAP_DEFAULT_WEEKS = 26;
export const HEATMAP_MAX_WEEKS = 53;
/** The week chart: the last 7 days, and the last 12 weeks. */
export const CHART_DAYS = 7;
export const CHART_WEEKS = 12;
/** Streak freezes: one earned per 7 goal days, at most 2 held. */
export const FREEZE_EVERY_GOAL_DAYS = 7;
export const MAX_FREEZES_HELD = 2;
/** The estimation bias looks at the last 30 finished tasks with an estimate and shows from 5. */
export const ESTIMATE_WINDOW = 30;
export const ESTIMATE_MIN_TASKS = 5;
/** Data exports a user may download per hour (GET /api/user/export); past it, 429 with Retry-After. */
export const EXPORTS_PER_HOUR = 3;

/** User-facing wording of the stats endpoints. */
export const STATS_MESSAGES = {
  settingsSaved: M.statsSettingsSaved,
  unknownTimeZone: M.unknownTimeZone,
} as const;

/** Whether the JavaScript runtime knows an IANA time zone name (`Europe/Berlin`, `UTC`, …). */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------
// Export

/**
 * GET /api/user/export: a ZIP (`focus-room-data-YYYY-MM-DD.zip`, `application/zip`) holding everything the
 * product keeps about the signed-in user, each as JSON and the tables also as CSV: profile, settings, tasks,
 * task-pomodoros, focus-days, coin-ledger, focus-time-ledger, focus-periods, level-history, newsletter,
 * reviews, login-events, sessions (without their ids), plus README.txt. Never a password hash, a code, a token
 * or a session id. At most EXPORTS_PER_HOUR per user (then 429 with Retry-After).
 */
export const EXPORT_FILE_PREFIX = 'focus-room-data-';

// The endpoints of this area: method and path, for the server to register and the web to call (api/route.ts).
export const statsOverviewRoute = { method: 'GET', path: '/api/stats/overview' } as const satisfies ApiRoute;
export const statsDaysRoute = { method: 'GET', path: '/api/stats/days' } as const satisfies ApiRoute;
export const statsEstimatesRoute = {
  method: 'GET',
  path: '/api/stats/estimates',
} as const satisfies ApiRoute;
export const statsSettingsRoute = { method: 'GET', path: '/api/stats/settings' } as const satisfies ApiRoute;
export const updateStatsSettingsRoute = {
  method: 'PUT',
  path: '/api/stats/settings',
} as const satisfies ApiRoute;
export const userExportRoute = { method: 'GET', path: '/api/user/export' } as const satisfies ApiRoute;
