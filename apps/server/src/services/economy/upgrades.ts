import { UPGRADE_MESSAGES } from '@focus-room/core/api/levels';
import { SERVER_MESSAGES } from '@focus-room/core/i18n/server-messages';
import { planUpgrades, type UpgradePlan, upgradeCost } from '@focus-room/core/levels/cost-table';
import { MAX_LEVEL } from '@focus-room/core/levels/level-names';
import type { AppContext } from '../../app-context';
import { badRequest, conflict, unauthorized } from '../../lib/http-error';
import { coinLedgerRepository } from '../../repositories/coin-ledger-repository';
import { inTransaction } from '../../repositories/transaction';
import { userBalanceRepository } from '../../repositories/user-balance-repository';

// A lost race re-reads and re-plans; only a user hammering upgrades from many tabs could lose this often.
const MAX_ATTEMPTS = 8;

/**
 * Buys one level, or every level the coins pay for ('all' = repeated single upgrades, each at its own
 * cost). The plan is made from a plain read and applied with a conditional UPDATE that only matches
 * the level and balance it was made for, so concurrent requests cannot spend the same coins twice.
 */
export async function upgradeLevels(
  ctx: AppContext,
  userId: string,
  mode: 'one' | 'all',
): Promise<UpgradePlan> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const user = await userBalanceRepository.find(ctx.db, userId);
    if (!user) throw unauthorized();
    if (user.level >= MAX_LEVEL) throw badRequest(UPGRADE_MESSAGES.maxLevel);
    const plan = planUpgrades(user.level, user.coins, mode === 'one' ? 1 : MAX_LEVEL - user.level);
    if (plan.levelsUpgraded === 0)
      throw badRequest(UPGRADE_MESSAGES.notEnoughCoins(upgradeCost(user.level + 1)));

    const now = ctx.now();
    const applied = await inTransaction(ctx.db, async (tx) => {
      const row = await userBalanceRepository.spendOnLevels(tx, {
        userId,
        expectedLevel: user.level,
        levels: plan.levelsUpgraded,
        cost: plan.totalCostSpent,
      });
      if (!row) return undefined;
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
      return row;
    });
    if (applied) return { ...plan, newLevel: applied.level, newCoins: applied.coins };
  }
  throw conflict(SERVER_MESSAGES.coinsChanged);
}
