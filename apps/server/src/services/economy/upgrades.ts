import { UPGRADE_MESSAGES } from '@focus-room/core/api/levels';
import { planUpgrades, type UpgradePlan, upgradeCost } from '@focus-room/core/levels/cost-table';
import { MAX_LEVEL } from '@focus-room/core/levels/level-names';
import type { AppContext } from '../../app-context';
import { badRequest, unauthorized } from '../../lib/http-error';
import { coinLedgerRepository } from '../../repositories/coin-ledger-repository';
import { inTransaction } from '../../repositories/transaction';
import { userBalanceRepository } from '../../repositories/user-balance-repository';

/**
 * Buys one level, or every level the coins pay for ('all' = repeated single upgrades, each at its own
 * cost). One short transaction locks the user's row, plans from it and writes: concurrent upgrades of
 * one user queue on the lock, so the same coins can never be spent twice. A refusal writes nothing.
 */
export async function upgradeLevels(
  ctx: AppContext,
  userId: string,
  mode: 'one' | 'all',
): Promise<UpgradePlan> {
  return inTransaction(ctx.db, async (tx) => {
    const user = await userBalanceRepository.lockForUpdate(tx, userId);
    if (!user) throw unauthorized();
    if (user.level >= MAX_LEVEL) throw badRequest(UPGRADE_MESSAGES.maxLevel);
    const plan = planUpgrades(user.level, user.coins, mode === 'one' ? 1 : MAX_LEVEL - user.level);
    if (plan.levelsUpgraded === 0)
      throw badRequest(UPGRADE_MESSAGES.notEnoughCoins(upgradeCost(user.level + 1)));

    const now = ctx.now();
    await userBalanceRepository.setCoinsAndLevel(tx, userId, { coins: plan.newCoins, level: plan.newLevel });
    // One row per level bought, so an 'all' upgrade leaves the same ledger as single upgrades would.
    const rows = [];
    for (let level = user.level + 1; level <= plan.newLevel; level += 1) {
      rows.push({
        userId,
        delta: -upgradeCost(level),
        kind: 'upgrade' as const,
        detail: `level ${level}`,
        createdAt: now,
      });
    }
    await coinLedgerRepository.append(tx, rows);
    return plan;
  });
}
