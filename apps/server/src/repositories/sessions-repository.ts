import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sessions } from '../db/schema';

export const sessionsRepository = {
  async create(
    db: Database,
    values: { userId: string; expiresAt: Date; createdAt: Date; userAgent?: string },
  ) {
    const [row] = await db
      .insert(sessions)
      .values({ ...values, lastUsedAt: values.createdAt, userAgent: values.userAgent?.slice(0, 300) })
      .returning();
    return row!;
  },

  /** The session unless it is revoked, past its expiry, or unused since `idleSince`. */
  async findActive(db: Database, id: string, now: Date, idleSince: Date) {
    const [row] = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    return row && row.expiresAt > now && row.lastUsedAt > idleSince ? row : undefined;
  },

  /**
   * Records a use unless one was recorded after `unlessUsedSince`: concurrent requests of one session
   * write once, and a session used every second writes once a minute.
   */
  async touch(db: Database, id: string, now: Date, unlessUsedSince: Date) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now })
      .where(and(eq(sessions.id, id), lt(sessions.lastUsedAt, unlessUsedSince)));
  },

  async revoke(db: Database, id: string, now: Date) {
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  },

  /** Ends every open session of the user; returns how many there were. */
  async revokeAllForUser(db: Database, userId: string, now: Date) {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.length;
  },
};
