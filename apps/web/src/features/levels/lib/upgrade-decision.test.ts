import { describe, expect, it } from 'vitest';
import { decideUpgrade, targetLevelOf } from './upgrade-decision';

const info = (upgradeCost: number | null, maxLevelUpgrades: number, isMaxLevel = false) => ({
  upgradeCost,
  maxLevelUpgrades,
  isMaxLevel,
});

describe('decideUpgrade', () => {
  it('stops at the maximum level', () => {
    expect(decideUpgrade(50, 999, info(null, 0, true))).toEqual({ kind: 'max' });
  });

  it('tells the cost when the coins are short', () => {
    expect(decideUpgrade(1, 2, info(3, 0))).toEqual({ kind: 'not-enough', cost: 3 });
  });

  it('goes straight to upgrading when exactly one level is affordable', () => {
    expect(decideUpgrade(7, 12, info(5, 1))).toEqual({ kind: 'upgrade-one', targetLevel: 8 });
  });

  it('trusts neither figure alone: no cost or level 50 means max, no affordable level means not enough', () => {
    expect(decideUpgrade(12, 999, info(null, 0))).toEqual({ kind: 'max' });
    expect(decideUpgrade(50, 999, info(120, 3))).toEqual({ kind: 'max' });
    expect(decideUpgrade(3, 10, info(4, 0))).toEqual({ kind: 'not-enough', cost: 4 });
    expect(decideUpgrade(3, 3, info(4, 1))).toEqual({ kind: 'not-enough', cost: 4 });
  });

  it('offers the options when more than one level is affordable', () => {
    expect(decideUpgrade(1, 17, info(3, 5))).toEqual({ kind: 'choose', maxLevelUpgrades: 5 });
  });
});

describe('targetLevelOf', () => {
  it('adds one level or all possible ones, never past 50', () => {
    expect(targetLevelOf(1, 'one', 5)).toBe(2);
    expect(targetLevelOf(1, 'all', 5)).toBe(6);
    expect(targetLevelOf(48, 'all', 9)).toBe(50);
  });
});
