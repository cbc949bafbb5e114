import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { loginEvents } from '../db/schema';

export const loginEventsRepository = {
  async record(db: Database, values: { userId: string; method: 'password' | 'google'; createdAt: Date }) {
    await db.insert(loginEvents).values(values);
  },

  /** Sign-ins of one user with from <= time < to. */
  async countBetween(db: Database, userId: string, from: Date, to: Date) {
    const [row] = await db
      .select({ n: count() })
      .from(loginEvents)
      .where(
        and(eq(loginEvents.userId, userId), gte(loginEvents.createdAt, from), lt(loginEvents.createdAt, to)),
      );
    return row?.n ?? 0;
  },
};
