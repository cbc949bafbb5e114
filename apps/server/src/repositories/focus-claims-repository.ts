import type { Database } from '../db/database';
import { namedStatement } from '../db/named-statement';

/**
 * Focus claims applied in one statement, without a transaction around them: the decision was made from
 * the user row the request's authentication read, and the UPDATE pays only if the bookkeeping instant is
 * still the one the decision started from. Every credit moves that instant forward, so a concurrent claim
 * of the same user makes this one match no row (PostgreSQL re-checks the WHERE on the newest row version
 * after waiting for its lock) and the caller decides again under the row lock. The ledger row goes in
 * through a data-modifying CTE of the same statement, so both land or neither does; the ledger triggers
 * (migration 0005) update the totals at the end of the statement.
 */
// Named statements (db/named-statement.ts): planned once per connection, as every credit runs one.
const payCoins = namedStatement<{ coins: number }, keyof CoinClaim>(
  'pay_focus_coins',
  `with paid as (
    update users set coins = coins + $2, coins_credited_until = $3
    where id = $1
      and coins_credited_until is not distinct from $4::timestamptz
      and (select coalesce(sum(delta), 0) from coin_ledger
           where user_id = $1 and kind = 'focus' and created_at >= $5) + $2 <= $6
    returning coins
  ), entry as (
    insert into coin_ledger (user_id, delta, kind, created_at) select $1, $2, 'focus', $7 from paid
  )
  select coins from paid`,
  ['userId', 'credited', 'creditedUntil', 'expectedUntil', 'dayStart', 'dailyCap', 'now'],
);

const payTime = namedStatement<{ total: number }, keyof TimeClaim>(
  'pay_focus_time',
  `with paid as (
    update users set time_credited_until = $3
    where id = $1 and time_credited_until is not distinct from $4::timestamptz
    returning focus_time
  ), entry as (
    insert into focus_time_ledger (user_id, seconds, created_at) select $1, $2, $5 from paid
  )
  select (focus_time + $2)::int as total from paid`,
  ['userId', 'credited', 'creditedUntil', 'expectedUntil', 'now'],
);

type CoinClaim = {
  userId: string;
  credited: number;
  expectedUntil: Date | null;
  creditedUntil: Date | null;
  dayStart: Date;
  dailyCap: number;
  now: Date;
};

type TimeClaim = {
  userId: string;
  credited: number;
  expectedUntil: Date | null;
  creditedUntil: Date | null;
  now: Date;
};

export const focusClaimsRepository = {
  /**
   * Pays `credited` focus coins if `coins_credited_until` is still `expectedUntil` and the UTC day's
   * focus coins stay within `dailyCap`. Answers the new balance, or undefined when it did not apply.
   */
  async payCoinsIfUnchanged(db: Database, input: CoinClaim) {
    const [row] = await payCoins(db, input);
    return row?.coins;
  },

  /**
   * Pays `credited` focus-time units if `time_credited_until` is still `expectedUntil`. Answers the new
   * total (the ledger's trigger adds the units after the UPDATE read the old one), or undefined.
   */
  async payTimeIfUnchanged(db: Database, input: TimeClaim) {
    const [row] = await payTime(db, input);
    return row?.total;
  },
};
