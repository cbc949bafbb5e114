import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/database';

// Aggregates for the admin dashboard and Analytics tab: each is one query over indexed tables, never
// a load of rows into the server. Sums come back as float8 so they cannot overflow a 32-bit integer.

export const adminStatsRepository = {
  /** Focus time of all verified accounts together, in the ledger's unit (measured seconds / 1.9). */
  async verifiedFocusSeconds(db: Database) {
    const [row] = await queryRows<{ seconds: number }>(
      db,
      // The running totals (decision 024): one row per account instead of every claim ever made.
      sql`select coalesce(sum(focus_time), 0)::float8 as seconds from users where is_verified`,
    );
    return row?.seconds ?? 0;
  },

  /** Ongoing and finished tasks of verified accounts. */
  async verifiedTaskCounts(db: Database) {
    const [row] = await queryRows<{ ongoing: number; finished: number }>(
      db,
      sql`select (count(*) filter (where t.status = 'ongoing'))::int as ongoing,
                 (count(*) filter (where t.status = 'finished'))::int as finished
          from tasks t join users u on u.id = t.user_id
          where u.is_verified`,
    );
    return { ongoing: row?.ongoing ?? 0, finished: row?.finished ?? 0 };
  },

  /** Finished focus periods (sessions) and the mean length of focus periods and breaks, in seconds. */
  async focusPeriodFigures(db: Database) {
    const [row] = await queryRows<{ sessions: number; avgFocus: number | null; avgBreak: number | null }>(
      db,
      sql`select (count(*) filter (where kind = 'focus'))::int as "sessions",
                 (avg(seconds) filter (where kind = 'focus'))::float8 as "avgFocus",
                 (avg(seconds) filter (where kind = 'break'))::float8 as "avgBreak"
          from focus_periods`,
    );
    return { sessions: row?.sessions ?? 0, avgFocus: row?.avgFocus ?? 0, avgBreak: row?.avgBreak ?? 0 };
  },

  /** Tasks finished, of all accounts. */
  async finishedTasks(db: Database) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from tasks where status = 'finished'`,
    );
    return row?.n ?? 0;
  },

  /** Mean and largest coin balance of verified accounts (0 and 0 without any). */
  async verifiedCoinFigures(db: Database) {
    const [row] = await queryRows<{ average: number; highest: number }>(
      db,
      sql`select coalesce(avg(coins), 0)::float8 as average, coalesce(max(coins), 0)::int as highest
          from users where is_verified`,
    );
    return { average: row?.average ?? 0, highest: row?.highest ?? 0 };
  },
};
