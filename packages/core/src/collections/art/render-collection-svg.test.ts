import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLLECTION_ITEMS } from '../catalogue';
import { COLLECTION_ART, renderCollectionItemSvg, renderCollectionSvg } from './render-collection-svg';

const allIds = COLLECTION_ITEMS.map((def) => def.id);
const itemsIn = (svg: string) => [...svg.matchAll(/<g data-collection-item="([^"]+)"/g)].map((m) => m[1]);

describe('renderCollectionSvg', () => {
  it('has a drawing for every catalogue item and for nothing else', () => {
    expect(Object.keys(COLLECTION_ART).sort()).toEqual([...allIds].sort());
  });

  it('draws exactly the shown items, once each, in both themes', () => {
    fc.assert(
      fc.property(fc.subarray(allIds), fc.constantFrom('light' as const, 'dark' as const), (shown, theme) => {
        const svg = renderCollectionSvg(shown, theme);
        expect(itemsIn(svg).sort()).toEqual([...shown].sort());
      }),
    );
  });

  it('draws every item differently by day and by night', () => {
    for (const id of allIds) {
      expect(renderCollectionSvg([id], 'light'), id).not.toBe(renderCollectionSvg([id], 'dark'));
    }
  });

  it('lets the lights glow at night only', () => {
    const lights = ['winter-star-lantern', 'winter-candle-lantern', 'cafe-wall-sconce', 'night-moon-light'];
    expect(renderCollectionSvg(lights, 'dark').match(/fill="url\(#fr-glow-/g)?.length).toBe(lights.length);
    expect(renderCollectionSvg(lights, 'light')).not.toMatch(/fill="url\(#fr-glow-/);
  });

  it('is a plain SVG of the room picture size, with nothing that loads or runs', () => {
    const svg = renderCollectionSvg(allIds, 'dark');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 800 600"/);
    expect(svg).not.toMatch(
      /<(script|image|foreignObject|text|style)\b|href=|@import|url\((?!#)|NaN|undefined/,
    );
    expect(svg.length).toBeLessThan(30_000);
  });
});

describe('renderCollectionItemSvg', () => {
  it('cuts every item out square around its place, in both themes', () => {
    for (const def of COLLECTION_ITEMS) {
      for (const theme of ['light', 'dark'] as const) {
        const svg = renderCollectionItemSvg(def.id, theme) ?? '';
        const [x, y, w, h] = (svg.match(/viewBox="([^"]+)"/)?.[1] ?? '').split(' ').map(Number);
        expect(w, def.id).toBe(h);
        expect(x! <= def.box.x && y! <= def.box.y, def.id).toBe(true);
        expect(x! + w! >= def.box.x + def.box.w && y! + h! >= def.box.y + def.box.h, def.id).toBe(true);
      }
    }
  });

  it('knows nothing of unknown ids', () => {
    expect(renderCollectionItemSvg('nope', 'light')).toBeUndefined();
  });
});
