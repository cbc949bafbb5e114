import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { userPresence } from '../db/schema';

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

  /** One statement for every user connected to this instance: their connections are alive now. */
  async touch(db: Database, userIds: string[], at: Date) {
    if (userIds.length === 0) return;
    await db
      .insert(userPresence)
      .values(userIds.map((userId) => ({ userId, lastSeenAt: at })))
      .onConflictDoUpdate({ target: userPresence.userId, set: { lastSeenAt: at } });
  },

  async settingOf(db: Database, userId: string) {
    const [row] = await db
      .select({ showActivity: userPresence.showActivity })
      .from(userPresence)
      .where(eq(userPresence.userId, userId));
    return row?.showActivity ?? true;
  },
};
