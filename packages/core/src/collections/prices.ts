import { MAX_LEVEL } from '../levels/level-names';
import type { CollectionItemDef } from './catalogue';

/**
 * The seed's cost table goes on past level 51 with steps of 150, 180, 210, 240, 270, 300, 350, 400,
 * 450, 500 and 600 coins (docs/product-rules.md#level-costs). Collection items are priced on those
 * steps: an item's rung in its set (0..5) takes every other step, so each set runs from 150 to 600 coins
 * and costs 2030 in all, about four weeks at two focused hours a day (docs/product-rules.md#collections).
 */
export const CONTINUED_COST_STEPS = [150, 180, 210, 240, 270, 300, 350, 400, 450, 500, 600] as const;

export const COLLECTION_PRICES = [150, 210, 270, 350, 450, 600] as const;

export function collectionItemPrice(def: Pick<CollectionItemDef, 'step'>): number {
  const price = COLLECTION_PRICES[def.step];
  if (price === undefined) throw new RangeError(`no price for step ${def.step}`);
  return price;
}

/** Collections can be bought from the maximum level on; before that they are shown locked. */
export function collectionsUnlocked(level: number): boolean {
  return level >= MAX_LEVEL;
}

export type PurchaseRefusal = 'locked' | 'owned' | 'notEnoughCoins';

/**
 * Whether a user at `level` with `coins`, who owns `owned` already, may buy `def`. The server asks this
 * inside the transaction that holds the user's row, so the answer cannot go stale before the write.
 */
export function purchaseRefusal(
  def: CollectionItemDef,
  state: { level: number; coins: number; owned: ReadonlySet<string> },
): PurchaseRefusal | null {
  if (!collectionsUnlocked(state.level)) return 'locked';
  if (state.owned.has(def.id)) return 'owned';
  if (!(state.coins >= collectionItemPrice(def))) return 'notEnoughCoins';
  return null;
}
