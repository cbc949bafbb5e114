import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/database';

// Aggregates for the admin dashboard and Analytics tab: each is one query over indexed tables, never
// a load of rows into the server. Sums come back as float8 so they cannot overflow a 32-bit integer.
// Admin accounts are staff, not users: every figure leaves them out (docs/product-rules.md#admin-dashboard).

export const adminStatsRepository = {
  /** Focus time of all verified user accounts together, in the ledger's unit (measured seconds / 1.9). */
  async verifiedFocusSeconds(db: Database) {
    const [row] = await queryRows<{ seconds: number }>(
      db,
      // The running totals (decision 024): one row per account instead of every claim ever made.
      sql`select coalesce(sum(focus_time), 0)::float8 as seconds from users where is_verified and role <> 'admin'`,
    );
    return row?.seconds ?? 0;
  },

  /** Ongoing and finished tasks of verified accounts. */
  async verifiedTaskCounts(db: Database) {
    const [row] = await queryRows<{ ongoing: number; finished: number }>(
      db,
      // The per-user counts a trigger keeps (migration 0006): one row per account, not every task.
      sql`select coalesce(sum(tasks_total - tasks_finished), 0)::int as ongoing,
                 coalesce(sum(tasks_finished), 0)::int as finished
          from users where is_verified and role <> 'admin'`,
    );
    return { ongoing: row?.ongoing ?? 0, finished: row?.finished ?? 0 };
  },

  /** Finished focus periods (sessions) and the mean length of focus periods and breaks, in seconds. */
  async focusPeriodFigures(db: Database) {
    const [row] = await queryRows<{ sessions: number; avgFocus: number | null; avgBreak: number | null }>(
      db,
      // The per-user counts and seconds a trigger keeps (migration 0006), not every period ever timed.
      sql`select coalesce(sum(focus_periods), 0)::int as "sessions",
                 (sum(focus_period_seconds)::float8 / nullif(sum(focus_periods), 0)) as "avgFocus",
                 (sum(break_period_seconds)::float8 / nullif(sum(break_periods), 0)) as "avgBreak"
          from users where role <> 'admin'`,
    );
    return { sessions: row?.sessions ?? 0, avgFocus: row?.avgFocus ?? 0, avgBreak: row?.avgBreak ?? 0 };
  },

  /** Tasks finished, of all accounts. */
  async finishedTasks(db: Database) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select coalesce(sum(tasks_finished), 0)::int as n from users where role <> 'admin'`,
    );
    return row?.n ?? 0;
  },

  /** Mean and largest coin balance of verified accounts (0 and 0 without any). */
  async verifiedCoinFigures(db: Database) {
    const [row] = await queryRows<{ average: number; highest: number }>(
      db,
      sql`select coalesce(avg(coins), 0)::float8 as average, coalesce(max(coins), 0)::int as highest
          from users where is_verified and role <> 'admin'`,
    );
    return { average: row?.average ?? 0, highest: row?.highest ?? 0 };
  },
};
