/**
 * A verified account with months of focus history, finished tasks and a streak, made before the server
 * starts (scripts/e2e/seed-stats-history.ts writes the ledgers; the database's triggers build the per-day
 * summary the statistics panel reads). Its days are counted in UTC from 4:00, so the journeys know which
 * local day each credit fell on.
 */
export const STATS_ACCOUNT = {
  email: 'statistics@e2e.test',
  username: 'e2estatistics',
  password: 'Statistics123$',
  /** Focus minutes per day, counted back from the day before today: 1 = yesterday. */
  recentMinutes: { 1: 130, 2: 105, 3: 110, 4: 0, 5: 120, 6: 100, 7: 150, 8: 100, 9: 125, 10: 140 } as Record<
    number,
    number
  >,
  /** Minutes focused today (the goal ring shows them against the default goal of 100). */
  todayMinutes: 40,
  /** Finished tasks with an estimate (enough for the estimation bias, which needs 5). */
  finishedTasks: 6,
} as const;

/** The local day (UTC, days starting at 4:00) `daysAgo` days before the one `now` falls on. */
export function statsDay(daysAgo: number, now = Date.now()): string {
  const dayStart = 4 * 3_600_000;
  const today = new Date(now - dayStart);
  today.setUTCDate(today.getUTCDate() - daysAgo);
  return today.toISOString().slice(0, 10);
}
