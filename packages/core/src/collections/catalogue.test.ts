import { describe, expect, it } from 'vitest';
import {
  COLLECTION_IDS,
  COLLECTION_ITEMS,
  COLLECTION_NAMES,
  collectionItem,
  itemsOfCollection,
} from './catalogue';

describe('the collection catalogue', () => {
  it('has at least four sets of at least six items each', () => {
    expect(COLLECTION_IDS.length).toBeGreaterThanOrEqual(4);
    for (const id of COLLECTION_IDS) {
      expect(itemsOfCollection(id).length).toBeGreaterThanOrEqual(6);
      expect(COLLECTION_NAMES[id]).toBeTruthy();
    }
  });

  it('gives every item a unique id of lowercase words, and each set its steps 0..n-1 once', () => {
    const ids = COLLECTION_ITEMS.map((def) => def.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const set of COLLECTION_IDS) {
      const steps = itemsOfCollection(set).map((def) => def.step);
      expect([...steps].sort((a, b) => a - b)).toEqual(steps.map((_, i) => i));
    }
  });

  it('finds items by id and nothing else', () => {
    expect(collectionItem('winter-fairy-lights')?.collection).toBe('winter-lights');
    for (const bad of ['', 'nope', '__proto__', 'constructor', 'WINTER-FAIRY-LIGHTS']) {
      expect(collectionItem(bad)).toBeUndefined();
    }
  });
});
