import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { coinLedger } from '../db/schema';

export type CoinLedgerRow = typeof coinLedger.$inferSelect;
export type NewCoinLedgerRow = typeof coinLedger.$inferInsert;
export type CoinKind = CoinLedgerRow['kind'];

export const coinLedgerRepository = {
  /** Appends rows; callers change users.coins by the same amount in the same transaction. */
  async append(db: Database, rows: NewCoinLedgerRow[]) {
    if (rows.length > 0) await db.insert(coinLedger).values(rows);
  },

  /** Net coins of `kind` credited to a user since `since` (the daily focus cap). */
  async sumOfKindSince(db: Database, userId: string, kind: CoinKind, since: Date) {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${coinLedger.delta}), 0)::int` })
      .from(coinLedger)
      .where(and(eq(coinLedger.userId, userId), eq(coinLedger.kind, kind), gte(coinLedger.createdAt, since)));
    return row?.total ?? 0;
  },

  /** Coins spent on upgrades and collection items (as a positive number) and every other movement, net. */
  async totals(db: Database, userId: string) {
    const [row] = await db
      .select({
        spent: sql<number>`coalesce(-sum(${coinLedger.delta}) filter (where ${coinLedger.kind} in ('upgrade', 'collection')), 0)::int`,
        earned: sql<number>`coalesce(sum(${coinLedger.delta}) filter (where ${coinLedger.kind} not in ('upgrade', 'collection')), 0)::int`,
      })
      .from(coinLedger)
      .where(eq(coinLedger.userId, userId));
    return { earned: row?.earned ?? 0, spent: row?.spent ?? 0 };
  },

  async listForUser(db: Database, userId: string) {
    return db.select().from(coinLedger).where(eq(coinLedger.userId, userId)).orderBy(coinLedger.createdAt);
  },
};
