import type { CanLevelUpgradeResponse } from '@focus-room/core/api/levels';
import { MAX_LEVEL } from '@focus-room/core/levels/level-names';

export type UpgradeDecision =
  | { kind: 'max' }
  | { kind: 'not-enough'; cost: number }
  /** Exactly one level is affordable: straight to upgrading, no options modal. */
  | { kind: 'upgrade-one'; targetLevel: number }
  /** More than one is affordable: the options modal lets the user pick. */
  | { kind: 'choose'; maxLevelUpgrades: number };

/** What a click on Upgrade leads to (docs/product-rules.md#upgrade-flow), from fresh server answers. */
export function decideUpgrade(level: number, coins: number, info: CanLevelUpgradeResponse): UpgradeDecision {
  if (info.isMaxLevel || info.upgradeCost === null || level >= MAX_LEVEL) return { kind: 'max' };
  if (coins < info.upgradeCost || info.maxLevelUpgrades < 1) {
    return { kind: 'not-enough', cost: info.upgradeCost };
  }
  if (info.maxLevelUpgrades === 1) return { kind: 'upgrade-one', targetLevel: level + 1 };
  return { kind: 'choose', maxLevelUpgrades: info.maxLevelUpgrades };
}

/** The level an upgrade ends on, for 'Upgrading to Level N' (capped at MAX_LEVEL like the server). */
export function targetLevelOf(level: number, mode: 'one' | 'all', maxLevelUpgrades: number): number {
  const steps = mode === 'one' ? 1 : Math.max(1, maxLevelUpgrades);
  return Math.min(MAX_LEVEL, level + steps);
}
