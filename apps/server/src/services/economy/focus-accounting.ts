import { DAILY_FOCUS_COIN_CAP, saveCoinRoute, updateTimeSpentRoute } from '@focus-room/core/api/economy';
import { COIN_RULE, decideClaim, startOfUtcDay, TIME_RULE } from '@focus-room/core/economy/claim-bound';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { unauthorized } from '../../lib/http-error';
import { coinLedgerRepository } from '../../repositories/coin-ledger-repository';
import { focusTimeRepository } from '../../repositories/focus-time-repository';
import { inTransaction } from '../../repositories/transaction';
import { type BalanceRow, userBalanceRepository } from '../../repositories/user-balance-repository';
import type { UserRow } from '../../repositories/users-repository';
import { runAfterAnswer } from '../after-answer';
import type { GroupsCtx } from '../groups/presence-service';
import { markWeeksReachedBy } from '../groups/weekly-goal';
import { runOnce, type WriteAnswer } from '../idempotency/idempotent-write';

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
 * Credits focus coins the client reports, cut to what wall-clock time and the daily cap allow
 * (decideClaim). One short transaction locks the user's row, decides and pays: two tabs or two
 * concurrent requests of one user are decided one after the other against the same bookkeeping and can
 * never both be paid for the same minutes. With an Idempotency-Key the claim is late (offline queue) and
 * paid at most once per key.
 */
export async function creditFocusCoins(
  ctx: AppContext,
  userId: string,
  requested: number,
  idempotencyKey?: string,
) {
  const keyed = { key: idempotencyKey, endpoint: saveCoinRoute.path, input: { coins: requested } };
  const answer = await claim(ctx, userId, keyed, (tx, row, late) =>
    claimCoins(ctx, tx, row, requested, late),
  );
  logCut(ctx, userId, requested, answer, 'focus coin claim cut');
  return answer;
}

/**
 * Credits focus time (measured seconds / 1.9), bounded like coins; there is no separate daily cap. Once
 * committed, the time may have reached a weekly goal of the user's groups: that is recorded after the
 * answer, which does not wait for it (docs/product-rules.md#weekly-group-goal).
 */
export async function creditFocusTime(
  ctx: GroupsCtx,
  userId: string,
  requested: number,
  idempotencyKey?: string,
) {
  const keyed = {
    key: idempotencyKey,
    endpoint: updateTimeSpentRoute.path,
    input: { timeSpentInSeconds: requested },
  };
  const answer = await claim(ctx, userId, keyed, (tx, row, late) => claimTime(ctx, tx, row, requested, late));
  logCut(ctx, userId, requested, answer, 'focus time claim cut');
  if ((answer.body as { credited?: number }).credited) {
    runAfterAnswer(ctx, 'recording reached group weeks', () => markWeeksReachedBy(ctx, userId));
  }
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
