import { translate } from '../../../i18n/i18n';

/**
 * The text above the Level Progress bar: coins over the next cost (docs/product-rules.md#level-progress-card).
 * A balance above the cost is not an error: it says so ('37 / 3 coins · ready to upgrade').
 */
export function progressLabel(coins: number, upgradeCost: number | null, isMaxLevel: boolean): string {
  if (isMaxLevel) return translate('levels.progressAllUnlocked');
  if (upgradeCost === null) return translate('levels.progressNoCost', { coins });
  return translate(coins >= upgradeCost ? 'levels.progressReady' : 'levels.progressCoins', {
    coins,
    cost: upgradeCost,
  });
}
