import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { oneTimeCodes } from '../db/schema';

export type CodePurpose = 'verify-email' | 'reset-password' | 'change-email';
export const MAX_FAILED_ATTEMPTS = 5;

export const oneTimeCodesRepository = {
  /** A new code voids every earlier one of the same purpose, in one transaction. */
  async replace(
    db: Database,
    values: { userId: string; purpose: CodePurpose; codeHash: string; expiresAt: Date; createdAt: Date },
  ) {
    await db.transaction(async (tx) => {
      await tx
        .delete(oneTimeCodes)
        .where(and(eq(oneTimeCodes.userId, values.userId), eq(oneTimeCodes.purpose, values.purpose)));
      await tx.insert(oneTimeCodes).values(values);
    });
  },

  async findUsable(db: Database, userId: string, purpose: CodePurpose, now: Date) {
    const [row] = await db
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.userId, userId),
          eq(oneTimeCodes.purpose, purpose),
          isNull(oneTimeCodes.usedAt),
          gt(oneTimeCodes.expiresAt, now),
          lt(oneTimeCodes.failedAttempts, MAX_FAILED_ATTEMPTS),
        ),
      )
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    return row;
  },

  async recordFailure(db: Database, id: string) {
    await db
      .update(oneTimeCodes)
      .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
      .where(eq(oneTimeCodes.id, id));
  },

  /**
   * Marks the code used only if nobody did before: of two concurrent submissions of one code exactly
   * one gets `true`.
   */
  async consume(db: Database, id: string, now: Date) {
    const rows = await db
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeCodes.id, id),
          isNull(oneTimeCodes.usedAt),
          gt(oneTimeCodes.expiresAt, now),
          lt(oneTimeCodes.failedAttempts, MAX_FAILED_ATTEMPTS),
        ),
      )
      .returning({ id: oneTimeCodes.id });
    return rows.length === 1;
  },
};
