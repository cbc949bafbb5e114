import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LEVEL } from '../levels/level-names';
import { COLLECTION_ITEMS } from './catalogue';
import { LEVEL_ITEM_BOUNDS, placedItems, ROOM_BOX } from './placement';
import { boxesOverlap, boxInside } from './placement-box';

const allIds = COLLECTION_ITEMS.map((def) => def.id);

describe('collection item placement', () => {
  it('knows where every level item 2..50 is drawn', () => {
    expect(
      Object.keys(LEVEL_ITEM_BOUNDS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: MAX_LEVEL - 1 }, (_, i) => i + 2));
  });

  it('puts every item inside the room and off every level item', () => {
    for (const def of COLLECTION_ITEMS) {
      expect(boxInside(def.box, ROOM_BOX), def.id).toBe(true);
      for (const [level, bounds] of Object.entries(LEVEL_ITEM_BOUNDS)) {
        expect(boxesOverlap(def.box, bounds), `${def.id} covers level ${level}`).toBe(false);
      }
    }
  });

  it('never lets two shown items overlap, whatever a user owns and shows', () => {
    fc.assert(
      fc.property(fc.subarray(allIds), fc.array(fc.string()), (shown, noise) => {
        const placed = placedItems([...shown, ...shown, ...noise]);
        expect(placed.map((def) => def.id).sort()).toEqual([...new Set(shown)].sort());
        for (let i = 0; i < placed.length; i++) {
          for (let j = i + 1; j < placed.length; j++) {
            expect(boxesOverlap(placed[i]!.box, placed[j]!.box)).toBe(false);
          }
        }
      }),
    );
  });

  it('draws in the same order whatever order the ids come in', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(allIds), (shown) => {
        const sorted = [...shown].sort();
        expect(placedItems(shown)).toEqual(placedItems(sorted));
      }),
    );
  });
});

describe('boxesOverlap', () => {
  const box = fc.record({
    x: fc.integer({ min: 0, max: 800 }),
    y: fc.integer({ min: 0, max: 600 }),
    w: fc.integer({ min: 1, max: 200 }),
    h: fc.integer({ min: 1, max: 200 }),
  });

  it('is symmetric, and a box overlaps itself but not a box beside it', () => {
    fc.assert(
      fc.property(box, box, (a, b) => {
        expect(boxesOverlap(a, b)).toBe(boxesOverlap(b, a));
        expect(boxesOverlap(a, a)).toBe(true);
        expect(boxesOverlap(a, { ...a, x: a.x + a.w })).toBe(false);
        expect(boxesOverlap(a, { ...a, y: a.y + a.h })).toBe(false);
      }),
    );
  });
});
