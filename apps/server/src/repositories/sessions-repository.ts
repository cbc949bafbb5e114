import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sessions } from '../db/schema';

export const sessionsRepository = {
  async create(
    db: Database,
    values: { userId: string; expiresAt: Date; createdAt: Date; userAgent?: string },
  ) {
    const [row] = await db
      .insert(sessions)
      .values({ ...values, userAgent: values.userAgent?.slice(0, 300) })
      .returning();
    return row!;
  },

  async findActive(db: Database, id: string, now: Date) {
    const [row] = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    return row && row.expiresAt > now ? row : undefined;
  },

  async revoke(db: Database, id: string, now: Date) {
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  },

  async revokeAllForUser(db: Database, userId: string, now: Date) {
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  },
};
