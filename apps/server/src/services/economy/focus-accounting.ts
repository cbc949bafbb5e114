import { DAILY_FOCUS_COIN_CAP } from '@focus-room/core/api/economy';
import type { AppContext } from '../../app-context';
import { unauthorized } from '../../lib/http-error';
import { coinLedgerRepository } from '../../repositories/coin-ledger-repository';
import { focusTimeRepository } from '../../repositories/focus-time-repository';
import { inTransaction } from '../../repositories/transaction';
import { userBalanceRepository } from '../../repositories/user-balance-repository';
import type { UserRow } from '../../repositories/users-repository';
import { COIN_RULE, decideClaim, startOfUtcDay, TIME_RULE } from './claim-bound';

/**
 * Credits focus coins the client reports, cut to what wall-clock time and the daily cap allow. The user
 * row is locked first, so two tabs or two concurrent requests of one user are decided one after the
 * other against the same bookkeeping and can never both be paid for the same minutes.
 */
export async function creditFocusCoins(ctx: AppContext, userId: string, requested: number) {
  const now = ctx.now();
  const result = await inTransaction(ctx.db, async (tx) => {
    const user = await userBalanceRepository.lockForUpdate(tx, userId);
    if (!user) throw unauthorized();
    const today = await coinLedgerRepository.sumOfKindSince(tx, userId, 'focus', startOfUtcDay(now));
    const decision = decideClaim(COIN_RULE, {
      requested,
      now,
      creditedUntil: user.coinsCreditedUntil,
      accountCreatedAt: user.createdAt,
      remainingCap: DAILY_FOCUS_COIN_CAP - today,
    });
    if (decision.credited === 0) return { credited: 0, coins: user.coins };
    await coinLedgerRepository.append(tx, [
      { userId, delta: decision.credited, kind: 'focus', createdAt: now },
    ]);
    const updated = await userBalanceRepository.addCoins(
      tx,
      userId,
      decision.credited,
      decision.creditedUntil,
    );
    return { credited: decision.credited, coins: updated?.coins ?? user.coins + decision.credited };
  });
  // Cut claims are normal for a second tab; a steady stream of them from one user is worth seeing.
  if (result.credited < requested) ctx.log.info({ userId, requested, ...result }, 'focus coin claim cut');
  return result;
}

/** Credits focus time (measured seconds / 1.9), bounded like coins; there is no separate daily cap. */
export async function creditFocusTime(ctx: AppContext, userId: string, requested: number) {
  const now = ctx.now();
  const result = await inTransaction(ctx.db, async (tx) => {
    const user = await userBalanceRepository.lockForUpdate(tx, userId);
    if (!user) throw unauthorized();
    const decision = decideClaim(TIME_RULE, {
      requested,
      now,
      creditedUntil: user.timeCreditedUntil,
      accountCreatedAt: user.createdAt,
    });
    if (decision.credited === 0) return { credited: 0, totalTimeSpent: user.focusTime };
    // The ledger's trigger adds the seconds to users.focus_time; the UPDATE answers the new total.
    await focusTimeRepository.append(tx, { userId, seconds: decision.credited, createdAt: now });
    const totalTimeSpent = await userBalanceRepository.setTimeCreditedUntil(
      tx,
      userId,
      decision.creditedUntil,
    );
    return {
      credited: decision.credited,
      totalTimeSpent: totalTimeSpent ?? user.focusTime + decision.credited,
    };
  });
  if (result.credited < requested) ctx.log.info({ userId, requested, ...result }, 'focus time claim cut');
  return result;
}

/** The running total on the row the request's authentication read (decision 024). */
export function totalFocusTime(user: UserRow) {
  return user.focusTime;
}
