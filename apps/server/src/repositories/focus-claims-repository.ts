import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/database';

/**
 * Focus claims applied in one statement, without a transaction around them: the decision was made from
 * the user row the request's authentication read, and the UPDATE pays only if the bookkeeping instant is
 * still the one the decision started from. Every credit moves that instant forward, so a concurrent claim
 * of the same user makes this one match no row (PostgreSQL re-checks the WHERE on the newest row version
 * after waiting for its lock) and the caller decides again under the row lock. The ledger row goes in
 * through a data-modifying CTE of the same statement, so both land or neither does; the ledger triggers
 * (migration 0005) update the totals at the end of the statement.
 */
export const focusClaimsRepository = {
  /**
   * Pays `credited` focus coins if `coins_credited_until` is still `expectedUntil` and the UTC day's
   * focus coins stay within `dailyCap`. Answers the new balance, or undefined when it did not apply.
   */
  async payCoinsIfUnchanged(
    db: Database,
    input: {
      userId: string;
      credited: number;
      expectedUntil: Date | null;
      creditedUntil: Date | null;
      dayStart: Date;
      dailyCap: number;
      now: Date;
    },
  ) {
    const [row] = await queryRows<{ coins: number }>(
      db,
      sql`with paid as (
        update users set coins = coins + ${input.credited}, coins_credited_until = ${input.creditedUntil}
        where id = ${input.userId}
          and coins_credited_until is not distinct from ${input.expectedUntil}::timestamptz
          and (select coalesce(sum(delta), 0) from coin_ledger
               where user_id = ${input.userId} and kind = 'focus' and created_at >= ${input.dayStart})
              + ${input.credited} <= ${input.dailyCap}
        returning coins
      ), entry as (
        insert into coin_ledger (user_id, delta, kind, created_at)
        select ${input.userId}, ${input.credited}, 'focus', ${input.now} from paid
      )
      select coins from paid`,
    );
    return row?.coins;
  },

  /**
   * Pays `credited` focus-time units if `time_credited_until` is still `expectedUntil`. Answers the new
   * total (the ledger's trigger adds the units after the UPDATE read the old one), or undefined.
   */
  async payTimeIfUnchanged(
    db: Database,
    input: {
      userId: string;
      credited: number;
      expectedUntil: Date | null;
      creditedUntil: Date | null;
      now: Date;
    },
  ) {
    const [row] = await queryRows<{ total: number }>(
      db,
      sql`with paid as (
        update users set time_credited_until = ${input.creditedUntil}
        where id = ${input.userId} and time_credited_until is not distinct from ${input.expectedUntil}::timestamptz
        returning focus_time
      ), entry as (
        insert into focus_time_ledger (user_id, seconds, created_at)
        select ${input.userId}, ${input.credited}, ${input.now} from paid
      )
      select (focus_time + ${input.credited})::int as total from paid`,
    );
    return row?.total;
  },
};
