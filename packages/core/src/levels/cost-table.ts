import { MAX_LEVEL } from './level-names';

/**
 * Cost bands (docs/product-rules.md#level-costs), keyed by the level being bought (the target level): the
 * band covers every target up to and including `upTo`. Only targets up to 51 are encoded. The spec goes on
 * with "steps of 150 … 300 (up to 69), 350 … 500 (up to 81), 600 for 82 and 83" but says the band boundaries
 * between 52 and 69 are not shown; since MAX_LEVEL is 50 those targets can never be bought, so rather than
 * invent boundaries they cost Infinity, like everything the spec calls "beyond that infinite".
 */
const COST_BANDS: readonly { readonly upTo: number; readonly cost: number }[] = [
  { upTo: 1, cost: 1 }, // "1 for under 2"
  { upTo: 5, cost: 3 },
  { upTo: 8, cost: 5 },
  { upTo: 12, cost: 10 },
  { upTo: 20, cost: 20 },
  { upTo: 30, cost: 30 },
  { upTo: 33, cost: 40 },
  { upTo: 36, cost: 50 },
  { upTo: 39, cost: 60 },
  { upTo: 42, cost: 70 },
  { upTo: 45, cost: 80 },
  { upTo: 48, cost: 100 },
  { upTo: 51, cost: 120 },
];

/** Coins needed to reach `targetLevel` from the level below it; Infinity past the encoded table. */
export function upgradeCost(targetLevel: number): number {
  if (!Number.isInteger(targetLevel)) {
    throw new RangeError(`targetLevel must be an integer, got ${targetLevel}`);
  }
  for (const band of COST_BANDS) {
    if (targetLevel <= band.upTo) return band.cost;
  }
  return Number.POSITIVE_INFINITY;
}

export interface UpgradeInfo {
  /**
   * Cost of the next level. null at the maximum level: Infinity does not survive JSON, and 0 would
   * let a naive `coins >= upgradeCost` check enable the Upgrade button at max level.
   */
  upgradeCost: number | null;
  /** How many consecutive levels the coins buy, capped at MAX_LEVEL − level (one upgrade never passes 50). */
  maxLevelUpgrades: number;
}

export interface UpgradePlan {
  newLevel: number;
  newCoins: number;
  levelsUpgraded: number;
  totalCostSpent: number;
}

function assertLevel(level: number): void {
  // Levels above MAX_LEVEL are tolerated (an admin may set any number) and treated as max level.
  if (!Number.isInteger(level) || level < 1) {
    throw new RangeError(`level must be a positive integer, got ${level}`);
  }
}

/**
 * Buys up to `count` levels one after another, each at its own cost, stopping at the first level the
 * remaining coins cannot pay or at MAX_LEVEL. Buying fewer than asked is not an error here: the caller
 * decides (levelsUpgraded === 0 means 'Not enough coins!'). Negative or NaN coins buy nothing.
 */
export function planUpgrades(level: number, coins: number, count: number): UpgradePlan {
  assertLevel(level);
  let newLevel = level;
  let newCoins = coins;
  let totalCostSpent = 0;
  while (newLevel - level < count && newLevel < MAX_LEVEL) {
    const cost = upgradeCost(newLevel + 1);
    if (!(newCoins >= cost)) break;
    newCoins -= cost;
    totalCostSpent += cost;
    newLevel += 1;
  }
  return { newLevel, newCoins, levelsUpgraded: newLevel - level, totalCostSpent };
}

/** The 'can-level-upgrade' answer for a user at `level` holding `coins`. */
export function upgradeInfo(level: number, coins: number): UpgradeInfo {
  assertLevel(level);
  if (level >= MAX_LEVEL) return { upgradeCost: null, maxLevelUpgrades: 0 };
  return {
    upgradeCost: upgradeCost(level + 1),
    maxLevelUpgrades: planUpgrades(level, coins, MAX_LEVEL - level).levelsUpgraded,
  };
}

/**
 * Width of the Level Progress bar: coins / cost as a percentage in 0..100 (not rounded; the UI
 * rounds for display). A null or non-positive cost (max level) reads as full, Infinity as empty.
 */
export function progressPercent(coins: number, cost: number | null): number {
  if (cost === null || cost <= 0) return 100;
  if (!(coins > 0)) return 0;
  return Math.min(100, (coins / cost) * 100);
}
