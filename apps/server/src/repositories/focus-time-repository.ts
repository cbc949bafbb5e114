import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { focusTimeLedger } from '../db/schema';

export const focusTimeRepository = {
  async append(db: Database, row: { userId: string; seconds: number; createdAt: Date }) {
    await db.insert(focusTimeLedger).values(row);
  },

  async total(db: Database, userId: string) {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${focusTimeLedger.seconds}), 0)::int` })
      .from(focusTimeLedger)
      .where(eq(focusTimeLedger.userId, userId));
    return row?.total ?? 0;
  },
};
