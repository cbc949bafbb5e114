import { DAILY_FOCUS_COIN_CAP, saveCoinRoute, updateTimeSpentRoute } from '@focus-room/core/api/economy';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { unauthorized } from '../../lib/http-error';
import { coinLedgerRepository } from '../../repositories/coin-ledger-repository';
import { focusClaimsRepository } from '../../repositories/focus-claims-repository';
import { focusTimeRepository } from '../../repositories/focus-time-repository';
import { inTransaction } from '../../repositories/transaction';
import { type BalanceRow, userBalanceRepository } from '../../repositories/user-balance-repository';
import type { UserRow } from '../../repositories/users-repository';
import { runOnce, type WriteAnswer } from '../idempotency/idempotent-write';
import { COIN_RULE, decideClaim, startOfUtcDay, TIME_RULE } from './claim-bound';

type CoinAnswer = { credited: number; coins: number };
type TimeAnswer = { credited: number; totalTimeSpent: number };

/** Runs a claim on the user's locked row: once per Idempotency-Key when one came with the request. */
async function claim<T>(
  ctx: AppContext,
  userId: string,
  keyed: { key: string | undefined; endpoint: string; input: unknown },
  work: (tx: Database, user: BalanceRow, late: boolean) => Promise<T>,
): Promise<WriteAnswer<T>> {
  if (keyed.key !== undefined) {
    const request = { key: keyed.key, endpoint: keyed.endpoint, input: keyed.input };
    return runOnce(ctx, userId, request, (tx, user) => work(tx, user, true));
  }
  const body = await inTransaction(ctx.db, async (tx) => {
    const user = await userBalanceRepository.lockForUpdate(tx, userId);
    if (!user) throw unauthorized();
    return work(tx, user, false);
  });
  return { statusCode: 200, body };
}

/** Focus coins on a locked row, cut to what wall-clock time and the daily cap allow. */
async function claimCoins(
  ctx: AppContext,
  tx: Database,
  user: BalanceRow,
  requested: number,
  late: boolean,
): Promise<CoinAnswer> {
  const now = ctx.now();
  const today = await coinLedgerRepository.sumOfKindSince(tx, user.id, 'focus', startOfUtcDay(now));
  const decision = decideClaim(COIN_RULE, {
    requested,
    now,
    creditedUntil: user.coinsCreditedUntil,
    accountCreatedAt: user.createdAt,
    remainingCap: DAILY_FOCUS_COIN_CAP - today,
    late,
  });
  if (decision.credited === 0) return { credited: 0, coins: user.coins };
  await coinLedgerRepository.append(tx, [
    { userId: user.id, delta: decision.credited, kind: 'focus', createdAt: now },
  ]);
  const updated = await userBalanceRepository.addCoins(
    tx,
    user.id,
    decision.credited,
    decision.creditedUntil,
  );
  return { credited: decision.credited, coins: updated?.coins ?? user.coins + decision.credited };
}

/** Focus time (measured seconds / 1.9) on a locked row, bounded like coins; no separate daily cap. */
async function claimTime(
  ctx: AppContext,
  tx: Database,
  user: BalanceRow,
  requested: number,
  late: boolean,
): Promise<TimeAnswer> {
  const now = ctx.now();
  const decision = decideClaim(TIME_RULE, {
    requested,
    now,
    creditedUntil: user.timeCreditedUntil,
    accountCreatedAt: user.createdAt,
    late,
  });
  if (decision.credited === 0) return { credited: 0, totalTimeSpent: user.focusTime };
  // The ledger's trigger adds the seconds to users.focus_time; the UPDATE answers the new total.
  await focusTimeRepository.append(tx, { userId: user.id, seconds: decision.credited, createdAt: now });
  const total = await userBalanceRepository.setTimeCreditedUntil(tx, user.id, decision.creditedUntil);
  return { credited: decision.credited, totalTimeSpent: total ?? user.focusTime + decision.credited };
}

/**
 * The fast path of an unkeyed coin claim (decision 026): decided from the user row the request's
 * authentication read, paid with one guarded statement. Undefined when that statement did not apply
 * (another claim of the user moved the bookkeeping since, or the daily cap is near): the caller then
 * decides again under the row lock. A claim the clock cuts to nothing needs no query at all: the
 * bookkeeping only moves forward, so the locked row could not allow more than the one read.
 */
async function claimCoinsFast(ctx: AppContext, user: UserRow, requested: number) {
  const now = ctx.now();
  const decision = decideClaim(COIN_RULE, {
    requested,
    now,
    creditedUntil: user.coinsCreditedUntil,
    accountCreatedAt: user.createdAt,
  });
  if (decision.credited === 0) return { credited: 0, coins: user.coins };
  const coins = await focusClaimsRepository.payCoinsIfUnchanged(ctx.db, {
    userId: user.id,
    credited: decision.credited,
    expectedUntil: user.coinsCreditedUntil,
    creditedUntil: decision.creditedUntil,
    dayStart: startOfUtcDay(now),
    dailyCap: DAILY_FOCUS_COIN_CAP,
    now,
  });
  return coins === undefined ? undefined : { credited: decision.credited, coins };
}

async function claimTimeFast(ctx: AppContext, user: UserRow, requested: number) {
  const now = ctx.now();
  const decision = decideClaim(TIME_RULE, {
    requested,
    now,
    creditedUntil: user.timeCreditedUntil,
    accountCreatedAt: user.createdAt,
  });
  if (decision.credited === 0) return { credited: 0, totalTimeSpent: user.focusTime };
  const total = await focusClaimsRepository.payTimeIfUnchanged(ctx.db, {
    userId: user.id,
    credited: decision.credited,
    expectedUntil: user.timeCreditedUntil,
    creditedUntil: decision.creditedUntil,
    now,
  });
  return total === undefined ? undefined : { credited: decision.credited, totalTimeSpent: total };
}

/**
 * Credits focus coins the client reports, cut to what wall-clock time and the daily cap allow. Two tabs
 * or two concurrent requests of one user are decided one after the other against the same bookkeeping
 * (the guarded statement of the fast path, else the row lock) and can never both be paid for the same
 * minutes. With an Idempotency-Key the claim is late (offline queue) and paid at most once per key.
 */
export async function creditFocusCoins(
  ctx: AppContext,
  user: UserRow,
  requested: number,
  idempotencyKey?: string,
) {
  const fast = idempotencyKey === undefined ? await claimCoinsFast(ctx, user, requested) : undefined;
  const keyed = { key: idempotencyKey, endpoint: saveCoinRoute.path, input: { coins: requested } };
  const answer: WriteAnswer<CoinAnswer> = fast
    ? { statusCode: 200, body: fast }
    : await claim(ctx, user.id, keyed, (tx, row, late) => claimCoins(ctx, tx, row, requested, late));
  logCut(ctx, user.id, requested, answer, 'focus coin claim cut');
  return answer;
}

/** Credits focus time (measured seconds / 1.9), bounded like coins; there is no separate daily cap. */
export async function creditFocusTime(
  ctx: AppContext,
  user: UserRow,
  requested: number,
  idempotencyKey?: string,
) {
  const fast = idempotencyKey === undefined ? await claimTimeFast(ctx, user, requested) : undefined;
  const keyed = {
    key: idempotencyKey,
    endpoint: updateTimeSpentRoute.path,
    input: { timeSpentInSeconds: requested },
  };
  const answer: WriteAnswer<TimeAnswer> = fast
    ? { statusCode: 200, body: fast }
    : await claim(ctx, user.id, keyed, (tx, row, late) => claimTime(ctx, tx, row, requested, late));
  logCut(ctx, user.id, requested, answer, 'focus time claim cut');
  return answer;
}

// Cut claims are normal for a second tab; a steady stream of them from one user is worth seeing.
function logCut(
  ctx: AppContext,
  userId: string,
  requested: number,
  answer: WriteAnswer<{ credited: number }>,
  message: string,
) {
  const body = answer.body as { credited?: number };
  if (body.credited !== undefined && body.credited < requested) {
    ctx.log.info({ userId, requested, ...body }, message);
  }
}

/** The running total on the row the request's authentication read (decision 024). */
export function totalFocusTime(user: UserRow) {
  return user.focusTime;
}
