import { batchStatement } from '../db/batch-statement';
import type { Database } from '../db/database';
import { namedStatement } from '../db/named-statement';
import { writeBatcher } from '../db/write-batcher';
import { type ClaimRule, type RuleValues, ruleItem, ruleValues } from '../services/economy/claim-bound';
import { type AlongSession, alongSessionItem } from './sessions-repository';

/**
 * Focus claims made along the session (decision 050): one statement checks the token's session, decides
 * the claim from the user row under the wall-clock rule and pays it (migration 0014). The rule's numbers
 * come from claim-bound.ts; the plpgsql functions implement decideClaim's formula, which
 * focus-claim-decision.test.ts keeps equal on both engines.
 *
 * Claims of one kind that arrive while two are at the database leave together (decision 059): functions
 * claim_focus_*_along_sessions (migration 0021) call the single function for each item, in user order.
 */
// Named statements (db/named-statement.ts): planned once per connection, as every claim runs one.
const claimTime = namedStatement<TimeRow, keyof TimeClaim>(
  'claim_focus_time_along_session',
  'select * from claim_focus_time_along_session($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
  [
    'sessionId',
    'userId',
    'requested',
    'now',
    'idleSince',
    'touchBefore',
    'unitMs',
    'toleranceMs',
    'backlogMs',
    'forfeitMs',
  ],
);

const claimCoins = namedStatement<CoinRow, keyof CoinClaim>(
  'claim_focus_coins_along_session',
  'select * from claim_focus_coins_along_session($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)',
  [
    'sessionId',
    'userId',
    'requested',
    'now',
    'idleSince',
    'touchBefore',
    'dayStart',
    'dailyCap',
    'unitMs',
    'toleranceMs',
    'backlogMs',
    'forfeitMs',
  ],
);

const claimTimeBatch = batchStatement<TimeRow>(
  'claim_focus_time_along_sessions',
  'select * from claim_focus_time_along_sessions($1::jsonb)',
);
const claimCoinsBatch = batchStatement<CoinRow>(
  'claim_focus_coins_along_sessions',
  'select * from claim_focus_coins_along_sessions($1::jsonb)',
);

type TimeRow = { session_stale: boolean; credited: number; total: number };
type CoinRow = { session_stale: boolean; credited: number; coins: number };

type TimeClaim = AlongSession & RuleValues & { requested: number };

type CoinClaim = TimeClaim & { dayStart: Date; dailyCap: number };

const timeBatcher = writeBatcher<TimeClaim, TimeRow | undefined>({
  key: (item) => item.userId,
  maxItems: 16,
  maxInFlight: 2,
  sendOne: async (db, claim) => (await claimTime(db, claim))[0],
  sendBatch: (db, claims) =>
    claimTimeBatch(
      db,
      claims.map((claim) => ({ ...alongSessionItem(claim), ...ruleItem(claim), requested: claim.requested })),
    ),
});

const coinsBatcher = writeBatcher<CoinClaim, CoinRow | undefined>({
  key: (item) => item.userId,
  maxItems: 16,
  maxInFlight: 2,
  sendOne: async (db, claim) => (await claimCoins(db, claim))[0],
  sendBatch: (db, claims) =>
    claimCoinsBatch(
      db,
      claims.map((claim) => ({
        ...alongSessionItem(claim),
        ...ruleItem(claim),
        requested: claim.requested,
        day_start: claim.dayStart.toISOString(),
        daily_cap: claim.dailyCap,
      })),
    ),
});

export const focusClaimsRepository = {
  /**
   * A time claim along the open session `sessionId` of `userId`, cut by `rule`. Undefined when that
   * session is not open (nothing written); else what was credited, the new total, and whether the
   * session's last recorded use is older than `touchBefore`.
   */
  async claimTimeAlongSession(db: Database, input: AlongSession & { requested: number; rule: ClaimRule }) {
    const row = await timeBatcher(db, { ...input, ...ruleValues(input.rule) });
    return row && { sessionStale: row.session_stale, credited: row.credited, total: row.total };
  },

  /** The same for focus coins, also within `dailyCap` focus coins since `dayStart`; answers the balance. */
  async claimCoinsAlongSession(
    db: Database,
    input: AlongSession & { requested: number; rule: ClaimRule; dayStart: Date; dailyCap: number },
  ) {
    const row = await coinsBatcher(db, { ...input, ...ruleValues(input.rule) });
    return row && { sessionStale: row.session_stale, credited: row.credited, coins: row.coins };
  },
};
