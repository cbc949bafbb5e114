/**
 * The text above the Level Progress bar: coins over the next cost (docs/product-rules.md#level-progress-card).
 * A balance above the cost is not an error: it says so ('37 / 3 coins · ready to upgrade').
 */
export function progressLabel(coins: number, upgradeCost: number | null, isMaxLevel: boolean): string {
  if (isMaxLevel) return 'All levels unlocked';
  if (upgradeCost === null) return `${coins} / – coins`;
  return coins >= upgradeCost
    ? `${coins} / ${upgradeCost} coins · ready to upgrade`
    : `${coins} / ${upgradeCost} coins`;
}
