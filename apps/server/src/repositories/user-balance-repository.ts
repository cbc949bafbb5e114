import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';

const balanceColumns = {
  id: users.id,
  coins: users.coins,
  level: users.level,
  createdAt: users.createdAt,
  coinsCreditedUntil: users.coinsCreditedUntil,
  timeCreditedUntil: users.timeCreditedUntil,
  pomodoroFocusSeconds: users.pomodoroFocusSeconds,
  focusTime: users.focusTime,
};

/** The balance and claim bookkeeping of one user, as lockForUpdate reads it. */
export type BalanceRow = {
  id: string;
  coins: number;
  level: number;
  createdAt: Date;
  coinsCreditedUntil: Date | null;
  timeCreditedUntil: Date | null;
  pomodoroFocusSeconds: number;
  focusTime: number;
};

/** The coin and level columns of users. Every change here goes with a ledger row in the same transaction. */
export const userBalanceRepository = {
  async find(db: Database, userId: string) {
    const [row] = await db.select(balanceColumns).from(users).where(eq(users.id, userId));
    return row;
  },

  /** Reads the row and locks it until the transaction ends: concurrent claims of one user queue here. */
  async lockForUpdate(db: Database, userId: string): Promise<BalanceRow | undefined> {
    const [row] = await db.select(balanceColumns).from(users).where(eq(users.id, userId)).for('update');
    return row;
  },

  async addCoins(db: Database, userId: string, delta: number, coinsCreditedUntil?: Date | null) {
    const [row] = await db
      .update(users)
      .set({
        coins: sql`${users.coins} + ${delta}`,
        ...(coinsCreditedUntil !== undefined ? { coinsCreditedUntil } : {}),
      })
      .where(eq(users.id, userId))
      .returning({ coins: users.coins, level: users.level });
    return row;
  },

  /** Answers the focus time total (kept by the ledger's trigger). */
  async setTimeCreditedUntil(db: Database, userId: string, timeCreditedUntil: Date | null) {
    const [row] = await db
      .update(users)
      .set({ timeCreditedUntil })
      .where(eq(users.id, userId))
      .returning({ focusTime: users.focusTime });
    return row?.focusTime;
  },

  async setPomodoroFocusSeconds(db: Database, userId: string, pomodoroFocusSeconds: number) {
    await db.update(users).set({ pomodoroFocusSeconds }).where(eq(users.id, userId));
  },

  async setCoinsAndLevel(db: Database, userId: string, values: { coins?: number; level?: number }) {
    const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
    return row;
  },
};
