import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { focusPeriods } from '../db/schema';

export const focusPeriodsRepository = {
  async insert(
    db: Database,
    row: { userId: string; kind: 'focus' | 'break'; seconds: number; analytics: boolean; createdAt: Date },
  ) {
    await db.insert(focusPeriods).values(row);
  },

  /** created_at of the user's newest period; undefined before the first one. */
  async latestCreatedAt(db: Database, userId: string): Promise<Date | undefined> {
    const [row] = await db
      .select({ createdAt: focusPeriods.createdAt })
      .from(focusPeriods)
      .where(eq(focusPeriods.userId, userId))
      .orderBy(desc(focusPeriods.createdAt))
      .limit(1);
    return row?.createdAt;
  },
};
