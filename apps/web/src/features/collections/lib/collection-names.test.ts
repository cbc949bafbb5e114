import { COLLECTION_IDS, COLLECTION_ITEMS } from '@focus-room/core/collections/catalogue';
import { describe, expect, it } from 'vitest';
import { ITEM_NAME_IDS, SET_NAME_IDS } from './collection-names';

describe('collection names', () => {
  it('names every set and every item of the catalogue, and nothing else', () => {
    expect(Object.keys(SET_NAME_IDS).sort()).toEqual([...COLLECTION_IDS].sort());
    expect(Object.keys(ITEM_NAME_IDS).sort()).toEqual(COLLECTION_ITEMS.map((def) => def.id).sort());
  });
});
