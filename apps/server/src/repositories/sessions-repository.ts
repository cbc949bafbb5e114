import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedPerDatabase } from '../db/prepared-query';
import { sessions, users } from '../db/schema';

// Every signed-in request makes this read: prepared once per database handle.
const sessionWithUser = preparedPerDatabase((db) =>
  db
    .select({
      session: {
        userId: sessions.userId,
        revokedAt: sessions.revokedAt,
        expiresAt: sessions.expiresAt,
        lastUsedAt: sessions.lastUsedAt,
      },
      user: users,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_with_user'),
);

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

  /**
   * The session `id` with its user, in one indexed join, whatever its state: the caller applies the
   * session rules (@focus-room/core/auth/session-rules).
   */
  async findWithUser(db: Database, id: string) {
    const [row] = await sessionWithUser(db).execute({ id });
    return row;
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

  /** Ends every open session of the user but `keptId` (the one asking); returns how many there were. */
  async revokeOthersForUser(db: Database, userId: string, keptId: string, now: Date) {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keptId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.length;
  },
};
