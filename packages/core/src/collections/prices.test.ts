import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { upgradeCost } from '../levels/cost-table';
import { MAX_LEVEL } from '../levels/level-names';
import { COLLECTION_IDS, COLLECTION_ITEMS, itemsOfCollection } from './catalogue';
import {
  COLLECTION_PRICES,
  CONTINUED_COST_STEPS,
  collectionItemPrice,
  collectionsUnlocked,
  purchaseRefusal,
} from './prices';

describe('collection prices', () => {
  it('continue the level cost table past its last band', () => {
    expect(CONTINUED_COST_STEPS[0]).toBeGreaterThan(upgradeCost(MAX_LEVEL + 1));
    for (const price of COLLECTION_PRICES) expect(CONTINUED_COST_STEPS).toContain(price);
    expect([...COLLECTION_PRICES].sort((a, b) => a - b)).toEqual([...COLLECTION_PRICES]);
  });

  it('run from 150 to 600 coins in every set, cheapest first', () => {
    for (const set of COLLECTION_IDS) {
      const prices = itemsOfCollection(set)
        .sort((a, b) => a.step - b.step)
        .map(collectionItemPrice);
      expect(prices[0]).toBe(150);
      expect(prices.at(-1)).toBe(600);
      expect(prices.reduce((sum, price) => sum + price, 0)).toBe(2030);
    }
  });

  it('has no price for a step past the ladder', () => {
    expect(() => collectionItemPrice({ step: COLLECTION_PRICES.length })).toThrow(RangeError);
  });

  it('opens at the maximum level', () => {
    expect(collectionsUnlocked(MAX_LEVEL - 1)).toBe(false);
    expect(collectionsUnlocked(MAX_LEVEL)).toBe(true);
    expect(collectionsUnlocked(MAX_LEVEL + 7)).toBe(true);
  });
});

describe('purchaseRefusal', () => {
  const anyItem = fc.constantFrom(...COLLECTION_ITEMS);
  const anyOwned = fc.subarray(COLLECTION_ITEMS.map((def) => def.id)).map((ids) => new Set(ids));

  it('allows a buy exactly when unlocked, not owned and the coins pay the price', () => {
    fc.assert(
      fc.property(
        anyItem,
        fc.integer({ min: 1, max: 80 }),
        fc.integer({ min: -10, max: 2000 }),
        anyOwned,
        (def, level, coins, owned) => {
          const refusal = purchaseRefusal(def, { level, coins, owned });
          const allowed = level >= MAX_LEVEL && !owned.has(def.id) && coins >= collectionItemPrice(def);
          expect(refusal === null).toBe(allowed);
          if (level < MAX_LEVEL) expect(refusal).toBe('locked');
          else if (owned.has(def.id)) expect(refusal).toBe('owned');
          else if (!allowed) expect(refusal).toBe('notEnoughCoins');
        },
      ),
    );
  });

  it('refuses NaN coins', () => {
    const def = COLLECTION_ITEMS[0]!;
    expect(purchaseRefusal(def, { level: MAX_LEVEL, coins: Number.NaN, owned: new Set() })).toBe(
      'notEnoughCoins',
    );
  });
});
