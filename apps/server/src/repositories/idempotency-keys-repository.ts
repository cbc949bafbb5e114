import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { idempotencyKeys } from '../db/schema';

export type RememberedAnswer = { fingerprint: string; statusCode: number; body: unknown };

/** Answers of paying writes sent with an Idempotency-Key, per user (services/idempotency/). */
export const idempotencyKeysRepository = {
  async find(db: Database, userId: string, key: string): Promise<RememberedAnswer | undefined> {
    const [row] = await db
      .select({
        fingerprint: idempotencyKeys.fingerprint,
        statusCode: idempotencyKeys.statusCode,
        body: idempotencyKeys.body,
      })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return row;
  },

  async insert(
    db: Database,
    row: {
      userId: string;
      key: string;
      fingerprint: string;
      statusCode: number;
      body: unknown;
      createdAt: Date;
    },
  ) {
    await db.insert(idempotencyKeys).values(row);
  },

  /** Forgets answers remembered before `before`: a range of the created_at index. */
  async deleteOlderThan(db: Database, before: Date) {
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
  },
};
