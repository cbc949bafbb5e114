import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planUpgrades, progressPercent, upgradeCost, upgradeInfo } from './cost-table';
import { MAX_LEVEL } from './level-names';

// docs/product-rules.md#level-costs, written out target by target so a wrong band boundary shows up as one
// failing entry.
const EXPECTED: Record<number, number> = {
  1: 1,
  2: 3,
  3: 3,
  4: 3,
  5: 3,
  6: 5,
  7: 5,
  8: 5,
  9: 10,
  10: 10,
  11: 10,
  12: 10,
  13: 20,
  14: 20,
  15: 20,
  16: 20,
  17: 20,
  18: 20,
  19: 20,
  20: 20,
  21: 30,
  22: 30,
  23: 30,
  24: 30,
  25: 30,
  26: 30,
  27: 30,
  28: 30,
  29: 30,
  30: 30,
  31: 40,
  32: 40,
  33: 40,
  34: 50,
  35: 50,
  36: 50,
  37: 60,
  38: 60,
  39: 60,
  40: 70,
  41: 70,
  42: 70,
  43: 80,
  44: 80,
  45: 80,
  46: 100,
  47: 100,
  48: 100,
  49: 120,
  50: 120,
  51: 120,
};

/** Reference: single upgrades repeated while affordable. */
function repeatSingles(level: number, coins: number) {
  let l = level;
  let c = coins;
  while (l < MAX_LEVEL && c >= upgradeCost(l + 1)) {
    c -= upgradeCost(l + 1);
    l += 1;
  }
  return { level: l, coins: c };
}

describe('upgradeCost', () => {
  for (let target = 1; target <= 51; target++) {
    it(`costs ${EXPECTED[target]} to reach level ${target}`, () => {
      expect(upgradeCost(target)).toBe(EXPECTED[target]);
    });
  }

  it('is 1 under 2 and Infinity beyond the encoded table', () => {
    expect(upgradeCost(0)).toBe(1);
    for (const target of [52, 69, 70, 83, 84, 1000]) expect(upgradeCost(target)).toBe(Infinity);
  });

  it('rejects non-integer targets', () => {
    expect(() => upgradeCost(2.5)).toThrow(RangeError);
    expect(() => upgradeCost(Number.NaN)).toThrow(RangeError);
  });

  it('costs 1967 coins from level 1 to 50', () => {
    let total = 0;
    for (let t = 2; t <= MAX_LEVEL; t++) total += upgradeCost(t);
    expect(planUpgrades(1, total, 49)).toEqual({
      newLevel: 50,
      newCoins: 0,
      levelsUpgraded: 49,
      totalCostSpent: total,
    });
    expect(total).toBe(1967);
  });
});

describe('upgradeInfo', () => {
  it('reports the next cost and the affordable count', () => {
    expect(upgradeInfo(1, 0)).toEqual({ upgradeCost: 3, maxLevelUpgrades: 0 });
    expect(upgradeInfo(1, 3)).toEqual({ upgradeCost: 3, maxLevelUpgrades: 1 });
    expect(upgradeInfo(1, 5)).toEqual({ upgradeCost: 3, maxLevelUpgrades: 1 });
    expect(upgradeInfo(1, 6)).toEqual({ upgradeCost: 3, maxLevelUpgrades: 2 });
    expect(upgradeInfo(5, 14)).toEqual({ upgradeCost: 5, maxLevelUpgrades: 2 });
  });

  it('caps at 50 − level near the top', () => {
    expect(upgradeInfo(48, 1_000_000)).toEqual({ upgradeCost: 120, maxLevelUpgrades: 2 });
    expect(upgradeInfo(49, 119)).toEqual({ upgradeCost: 120, maxLevelUpgrades: 0 });
    expect(upgradeInfo(49, 120)).toEqual({ upgradeCost: 120, maxLevelUpgrades: 1 });
    expect(upgradeInfo(49, Infinity)).toEqual({ upgradeCost: 120, maxLevelUpgrades: 1 });
  });

  it('is JSON-safe at and beyond max level', () => {
    expect(upgradeInfo(50, 10_000)).toEqual({ upgradeCost: null, maxLevelUpgrades: 0 });
    expect(upgradeInfo(57, 10_000)).toEqual({ upgradeCost: null, maxLevelUpgrades: 0 });
    expect(JSON.parse(JSON.stringify(upgradeInfo(50, 1)))).toEqual({
      upgradeCost: null,
      maxLevelUpgrades: 0,
    });
  });

  it('rejects impossible levels', () => {
    expect(() => upgradeInfo(0, 10)).toThrow(RangeError);
    expect(() => upgradeInfo(2.5, 10)).toThrow(RangeError);
  });
});

describe('planUpgrades', () => {
  it('buys exactly the cost', () => {
    expect(planUpgrades(49, 120, 1)).toEqual({
      newLevel: 50,
      newCoins: 0,
      levelsUpgraded: 1,
      totalCostSpent: 120,
    });
    expect(planUpgrades(8, 10, 1)).toEqual({
      newLevel: 9,
      newCoins: 0,
      levelsUpgraded: 1,
      totalCostSpent: 10,
    });
  });

  it('buys nothing without coins, at max level or for count 0', () => {
    expect(planUpgrades(1, 0, 1)).toEqual({ newLevel: 1, newCoins: 0, levelsUpgraded: 0, totalCostSpent: 0 });
    expect(planUpgrades(49, 119, 1)).toEqual({
      newLevel: 49,
      newCoins: 119,
      levelsUpgraded: 0,
      totalCostSpent: 0,
    });
    expect(planUpgrades(50, 500, 3)).toEqual({
      newLevel: 50,
      newCoins: 500,
      levelsUpgraded: 0,
      totalCostSpent: 0,
    });
    expect(planUpgrades(10, 500, 0)).toEqual({
      newLevel: 10,
      newCoins: 500,
      levelsUpgraded: 0,
      totalCostSpent: 0,
    });
    expect(planUpgrades(10, -5, 1).levelsUpgraded).toBe(0);
    expect(planUpgrades(10, Number.NaN, 1).levelsUpgraded).toBe(0);
  });

  it('stops at the count, at the coins and at 50', () => {
    expect(planUpgrades(1, 100, 2)).toEqual({
      newLevel: 3,
      newCoins: 94,
      levelsUpgraded: 2,
      totalCostSpent: 6,
    });
    expect(planUpgrades(1, 7, 10)).toEqual({
      newLevel: 3,
      newCoins: 1,
      levelsUpgraded: 2,
      totalCostSpent: 6,
    });
    expect(planUpgrades(48, 10_000, 10)).toEqual({
      newLevel: 50,
      newCoins: 10_000 - 240,
      levelsUpgraded: 2,
      totalCostSpent: 240,
    });
  });

  const levelArb = fc.integer({ min: 1, max: 55 });
  const coinsArb = fc.oneof(fc.integer({ min: 0, max: 1500 }), fc.integer({ min: 0, max: 1_000_000 }));

  it('"upgrade all possible" equals repeated single upgrades while affordable', () => {
    fc.assert(
      fc.property(levelArb, coinsArb, (level, coins) => {
        const { maxLevelUpgrades } = upgradeInfo(level, coins);
        const all = planUpgrades(level, coins, maxLevelUpgrades);
        const singles = repeatSingles(level, coins);
        expect(all.newLevel).toBe(singles.level);
        expect(all.newCoins).toBe(singles.coins);
        expect(all.levelsUpgraded).toBe(maxLevelUpgrades);
        // Asking for more than affordable buys the same.
        expect(planUpgrades(level, coins, 1000)).toEqual(all);
      }),
    );
  });

  it('never spends more than the coins, never passes 50, and keeps coins + spent constant', () => {
    fc.assert(
      fc.property(levelArb, coinsArb, fc.integer({ min: 0, max: 60 }), (level, coins, count) => {
        const plan = planUpgrades(level, coins, count);
        expect(plan.totalCostSpent).toBeLessThanOrEqual(coins);
        expect(plan.newCoins).toBeGreaterThanOrEqual(0);
        expect(plan.newCoins + plan.totalCostSpent).toBe(coins);
        expect(plan.newLevel).toBe(level + plan.levelsUpgraded);
        expect(plan.levelsUpgraded).toBeLessThanOrEqual(Math.max(0, Math.min(count, MAX_LEVEL - level)));
        if (level <= MAX_LEVEL) expect(plan.newLevel).toBeLessThanOrEqual(MAX_LEVEL);
        // Stopping early means the next level was not affordable (or the count or the top was reached).
        if (plan.levelsUpgraded < count && plan.newLevel < MAX_LEVEL) {
          expect(plan.newCoins).toBeLessThan(upgradeCost(plan.newLevel + 1));
        }
      }),
    );
  });
});

describe('progressPercent', () => {
  it('is coins over cost, capped at 100', () => {
    expect(progressPercent(0, 10)).toBe(0);
    expect(progressPercent(5, 10)).toBe(50);
    expect(progressPercent(10, 10)).toBe(100);
    expect(progressPercent(25, 10)).toBe(100);
    expect(progressPercent(1, 3)).toBeCloseTo(33.333, 2);
  });

  it('handles max level, Infinity and bad coins', () => {
    expect(progressPercent(5, null)).toBe(100);
    expect(progressPercent(5, 0)).toBe(100);
    expect(progressPercent(5, Infinity)).toBe(0);
    expect(progressPercent(-3, 10)).toBe(0);
    expect(progressPercent(Number.NaN, 10)).toBe(0);
  });
});
