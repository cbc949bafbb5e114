import type { SummaryDay } from '@focus-room/core/stats/summary';
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { statsDays, statsSettings, tasks, users } from '../db/schema';

export type StatsSettingsRow = typeof statsSettings.$inferSelect;
export type StatsSettingsValues = Pick<
  StatsSettingsRow,
  'goalKind' | 'goalValue' | 'dayStartHour' | 'timeZone'
>;

/**
 * The statistics summary (decision 036). stats_days and the session columns of stats_settings are written by
 * the database's triggers only; the app writes the settings and reads.
 */
export const statsRepository = {
  /**
   * Locks the user row the way the stats triggers do (`stats_day_for`), so a settings change takes its locks
   * in the same order as a credit and an account deletion: user row, then stats_settings, then stats_days.
   */
  async lockUser(db: Database, userId: string) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    return row;
  },

  async settings(db: Database, userId: string): Promise<StatsSettingsRow | undefined> {
    const [row] = await db.select().from(statsSettings).where(eq(statsSettings.userId, userId));
    return row;
  },

  /** When the account was created: the statistics' table starts with that week. */
  async joinedAt(db: Database, userId: string): Promise<Date | undefined> {
    const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
    return row?.createdAt;
  },

  async saveSettings(db: Database, userId: string, values: StatsSettingsValues) {
    await db
      .insert(statsSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: statsSettings.userId, set: values });
  },

  /** The goal a day is judged by: set on the current day when the user changes the goal. */
  async setGoalOfDay(
    db: Database,
    userId: string,
    day: string,
    goal: Pick<StatsSettingsRow, 'goalKind' | 'goalValue'>,
  ) {
    await db
      .update(statsDays)
      .set(goal)
      .where(and(eq(statsDays.userId, userId), eq(statsDays.day, day)));
  },

  /**
   * Every summary day of a user up to `to`: one row per day with activity (a year of daily study is 365
   * rows), which the streak needs from the first goal day on. The primary key (user_id, day) serves it.
   */
  async daysUpTo(db: Database, userId: string, to: string): Promise<SummaryDay[]> {
    return db
      .select({
        day: statsDays.day,
        focusUnits: statsDays.focusUnits,
        pomodoros: statsDays.pomodoros,
        coinsEarned: statsDays.coinsEarned,
        tasksFinished: statsDays.tasksFinished,
        goalKind: statsDays.goalKind,
        goalValue: statsDays.goalValue,
      })
      .from(statsDays)
      .where(and(eq(statsDays.userId, userId), lte(statsDays.day, to)))
      .orderBy(statsDays.day);
  },

  /**
   * The newest finished tasks that say something about estimating (an estimate and at least one pomodoro),
   * newest first; the finished-tasks index walks one user's finished tasks by finish time.
   */
  async recentEstimatedTasks(db: Database, userId: string, limit: number) {
    return db
      .select({
        id: tasks.id,
        taskName: tasks.taskName,
        estimatedPomodoros: tasks.estimatedPomodoros,
        completedPomodoros: tasks.completedPomodoros,
        finishedAt: tasks.finishedAt,
      })
      .from(tasks)
      .where(
        and(
          eq(tasks.userId, userId),
          eq(tasks.status, 'finished'),
          gte(tasks.estimatedPomodoros, 1),
          gte(tasks.completedPomodoros, 1),
          sql`${tasks.finishedAt} is not null`,
        ),
      )
      .orderBy(desc(tasks.finishedAt), desc(tasks.id))
      .limit(limit);
  },

  /** Whether PostgreSQL knows a time zone name (the triggers convert with it); throws nothing. */
  async knowsTimeZone(db: Database, name: string): Promise<boolean> {
    try {
      await db.execute(sql`select now() at time zone ${name}`);
      return true;
    } catch {
      return false;
    }
  },
};
