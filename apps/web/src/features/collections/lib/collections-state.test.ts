import type { CollectionsResponse } from '@focus-room/core/api/collections';
import { describe, expect, it } from 'vitest';
import { ownedSummary, replaceItem, setShown, shownItemIds } from './collections-state';

const state: CollectionsResponse = {
  unlocked: true,
  level: 50,
  coins: 10,
  collections: [
    {
      id: 'winter-lights',
      items: [
        { id: 'a', price: 150, owned: true, shown: true },
        { id: 'b', price: 210, owned: true, shown: false },
        { id: 'c', price: 270, owned: false, shown: false },
      ],
    },
  ],
};

describe('collections state', () => {
  it('lists the shown owned items', () => {
    expect(shownItemIds(state)).toEqual(['a']);
    expect(shownItemIds(undefined)).toEqual([]);
  });

  it('shows or hides owned items only', () => {
    expect(shownItemIds(setShown(state, 'b', true))).toEqual(['a', 'b']);
    expect(shownItemIds(setShown(state, 'a', false))).toEqual([]);
    expect(setShown(state, 'c', true)).toEqual(state);
  });

  it("takes the server's answer for one item", () => {
    const next = replaceItem(state, { id: 'c', price: 270, owned: true, shown: true });
    expect(shownItemIds(next)).toEqual(['a', 'c']);
    expect(ownedSummary(next)).toEqual({ owned: 3, total: 3, spent: 630 });
    expect(ownedSummary(state)).toEqual({ owned: 2, total: 3, spent: 360 });
  });
});
