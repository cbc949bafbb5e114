import type { Database } from '../db/database';
import { focusPeriods } from '../db/schema';

export const focusPeriodsRepository = {
  async insert(
    db: Database,
    row: { userId: string; kind: 'focus' | 'break'; seconds: number; createdAt: Date },
  ) {
    await db.insert(focusPeriods).values(row);
  },
};
