import { describe, expect, it } from 'vitest';
import { LEVEL_NAMES, MAX_LEVEL } from '../levels/level-names';
import { renderRoomSvg } from './render-room-svg';
import { ROOM_ITEMS } from './room-items';
import { escapeXml } from './svg';

/** The data-level values of the item groups, in document order. */
function levelsIn(svg: string): number[] {
  return [...svg.matchAll(/<g data-level="(\d+)"/g)].map((m) => Number(m[1]));
}

/**
 * A tiny well-formedness check (no XML parser dependency): one prolog, tags properly nested and
 * closed, attributes quoted, no raw `&` or `<` outside markup, no external references.
 */
function assertWellFormed(svg: string): void {
  expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?><svg ')).toBe(true);
  const body = svg.slice(svg.indexOf('?>') + 2);
  const stack: string[] = [];
  const token = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  let m: RegExpExecArray | null;
  let consumed = 0;
  // biome-ignore lint/suspicious/noAssignInExpressions: the classic exec loop
  while ((m = token.exec(body)) !== null) {
    consumed += m[0].length;
    if (m[6] !== undefined) throw new Error(`stray '<' at ${m.index}`);
    if (m[5] !== undefined) {
      expect(m[5]).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
      continue;
    }
    const [, closing, name = '', attrs = '', selfClosing] = m;
    expect(attrs).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name);
  }
  expect(consumed).toBe(body.length);
  expect(stack).toEqual([]);
}

describe('renderRoomSvg', () => {
  it('registers exactly one item per level', () => {
    expect(ROOM_ITEMS.map((item) => item.level).sort((a, b) => a - b)).toEqual(
      Array.from({ length: MAX_LEVEL }, (_, i) => i + 1),
    );
  });

  for (let level = 1; level <= MAX_LEVEL; level++) {
    it(`level ${level} shows exactly the items of levels 1..${level}`, () => {
      const light = renderRoomSvg(level, 'light');
      const levels = levelsIn(light);
      expect([...levels].sort((a, b) => a - b)).toEqual(Array.from({ length: level }, (_, i) => i + 1));
      expect(light).toContain(`data-level="${level}" data-item="${escapeXml(LEVEL_NAMES[level - 1] ?? '')}"`);
      expect(levelsIn(renderRoomSvg(level, 'dark'))).toEqual(levels);
    });
  }

  it('adds exactly the new item at each level, leaving earlier items unchanged', () => {
    const groups = (svg: string) =>
      new Set(svg.match(/<g data-level="\d+"[^>]*>.*?<\/g>(?=<g data-level|<\/svg>)/g));
    for (let level = 2; level <= MAX_LEVEL; level++) {
      const before = groups(renderRoomSvg(level - 1, 'light'));
      const after = groups(renderRoomSvg(level, 'light'));
      const added = [...after].filter((g) => !before.has(g));
      expect(added).toHaveLength(1);
      expect(added[0]).toMatch(new RegExp(`^<g data-level="${level}"`));
      for (const g of before) expect(after.has(g)).toBe(true);
    }
  });

  it('is a standalone, accessible, well-formed SVG document in both themes', () => {
    for (const level of [1, 13, 26, 32, 50]) {
      for (const theme of ['light', 'dark'] as const) {
        const svg = renderRoomSvg(level, theme);
        assertWellFormed(svg);
        expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
        expect(svg).toContain('viewBox="0 0 800 600"');
        expect(svg).toContain('role="img"');
        expect(svg).toContain(`<title id="fr-title">Your room at level ${level}</title>`);
        expect(svg).not.toMatch(/<(script|image|foreignObject|text|style)\b|href=|@import|url\((?!#)/);
        expect(svg.length).toBeLessThan(45_000);
      }
    }
  });

  it("escapes item names (Rubik's cube)", () => {
    expect(renderRoomSvg(26, 'light')).toContain('data-item="Rubik&apos;s cube"');
  });

  it('differs between day and night, with a moon only at night', () => {
    for (let level = 1; level <= MAX_LEVEL; level++) {
      expect(renderRoomSvg(level, 'light')).not.toBe(renderRoomSvg(level, 'dark'));
    }
    expect(renderRoomSvg(1, 'dark')).toContain('#fff1c4');
    expect(renderRoomSvg(1, 'light')).not.toContain('#fff1c4');
    // Lamps glow at night only.
    expect(renderRoomSvg(50, 'dark').match(/url\(#fr-glow-/g)?.length).toBeGreaterThanOrEqual(5);
    expect(renderRoomSvg(50, 'light')).not.toMatch(/fill="url\(#fr-glow-/);
  });

  it('is deterministic', () => {
    for (const theme of ['light', 'dark'] as const) {
      expect(renderRoomSvg(37, theme)).toBe(renderRoomSvg(37, theme));
    }
  });

  it('rejects levels outside 1..50', () => {
    for (const bad of [0, 51, 2.5, Number.NaN]) expect(() => renderRoomSvg(bad, 'light')).toThrow(RangeError);
  });
});
