import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { userPresence } from '../db/schema';

/** Users whose connections one heartbeat statement marks alive (presenceRepository.touch). */
export const TOUCH_BATCH = 100;

export type UserPresenceRow = typeof userPresence.$inferSelect;

/** What a user's groups may see of them: the setting, the timer's last report, the last live connection. */
export const presenceRepository = {
  async of(db: Database, userIds: string[]): Promise<Map<string, UserPresenceRow>> {
    if (userIds.length === 0) return new Map();
    const rows = await db.select().from(userPresence).where(inArray(userPresence.userId, userIds));
    return new Map(rows.map((row) => [row.userId, row]));
  },

  async saveTimer(
    db: Database,
    userId: string,
    report: { phase: 'focus' | 'break' | 'idle'; endsAt: Date | null },
  ) {
    await db
      .insert(userPresence)
      .values({ userId, ...report })
      .onConflictDoUpdate({ target: userPresence.userId, set: report });
  },

  async saveShowActivity(db: Database, userId: string, showActivity: boolean) {
    await db
      .insert(userPresence)
      .values({ userId, showActivity })
      .onConflictDoUpdate({ target: userPresence.userId, set: { showActivity } });
  },

  /**
   * Marks the users' connections alive now, TOUCH_BATCH users per statement: a statement holds every row
   * it writes locked until it ends, and a timer report of one of those users waits for it (one statement
   * for 10 000 users made status changes wait up to 0.7 s); a statement also takes at most 65 535
   * parameters.
   */
  async touch(db: Database, userIds: string[], at: Date) {
    for (let start = 0; start < userIds.length; start += TOUCH_BATCH) {
      const batch = userIds.slice(start, start + TOUCH_BATCH);
      await db
        .insert(userPresence)
        .values(batch.map((userId) => ({ userId, lastSeenAt: at })))
        .onConflictDoUpdate({ target: userPresence.userId, set: { lastSeenAt: at } });
    }
  },

  async settingOf(db: Database, userId: string) {
    const [row] = await db
      .select({ showActivity: userPresence.showActivity })
      .from(userPresence)
      .where(eq(userPresence.userId, userId));
    return row?.showActivity ?? true;
  },
};
