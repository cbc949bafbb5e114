import type { AppContext } from '../../app-context';
import { unauthorized } from '../../lib/http-error';
import { coinLedgerRepository } from '../../repositories/coin-ledger-repository';
import { focusTimeRepository } from '../../repositories/focus-time-repository';
import { userBalanceRepository } from '../../repositories/user-balance-repository';

/**
 * Totals derived from the ledger. "Earned" is every movement that is not an upgrade (focus, tasks and
 * admin adjustments, net), "spent" is what upgrades cost, so balance = earned − spent always holds.
 */
export function coinTotals(ctx: AppContext, userId: string) {
  return coinLedgerRepository.totals(ctx.db, userId);
}

export async function userStats(ctx: AppContext, userId: string) {
  const [user, totals, totalTimeSpent] = await Promise.all([
    userBalanceRepository.find(ctx.db, userId),
    coinLedgerRepository.totals(ctx.db, userId),
    focusTimeRepository.total(ctx.db, userId),
  ]);
  if (!user) throw unauthorized();
  return {
    currentCoins: user.coins,
    totalCoinsEarned: totals.earned,
    coinsSpent: totals.spent,
    totalTimeSpent,
    level: user.level,
  };
}
