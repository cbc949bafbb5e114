import type { Palette } from './palette';
import { circle, ellipse, group, line, path, rect } from './svg';

/**
 * A steaming mug beside a plate of chocolate-chip cookies, drawn around (0, 0) = where the plate
 * touches the table, so both "Coffee and Cookies" levels (13 and 48) can place and scale it.
 */
export function coffeeAndCookies(x: number, y: number, scale: number, p: Palette): string {
  const cookie = (cx: number, cy: number) =>
    ellipse(cx, cy, 9, 4, p.woodLight) +
    circle(cx - 3, cy - 1, 1.2, p.woodDark) +
    circle(cx + 3, cy, 1.2, p.woodDark) +
    circle(cx, cy + 1.5, 1, p.woodDark);
  const plate = ellipse(12, 0, 20, 5, p.cream) + ellipse(12, -1, 14, 3, p.linen);
  const mug =
    path('M-30 -22H-12V-4Q-12 2 -18 2H-24Q-30 2 -30 -4Z', p.terracotta) +
    path('M-12 -17Q-4 -17 -4 -11Q-4 -5 -12 -5', 'none', { stroke: p.terracotta, 'stroke-width': 3 }) +
    ellipse(-21, -22, 9, 2.5, p.woodDark) +
    line('M-25 -28q-3 -5 0 -9q3 -4 0 -9M-17 -28q-3 -5 0 -9', p.cream, 1.5, { opacity: 0.8 });
  return group(plate + cookie(6, -3) + cookie(18, -4) + cookie(12, -8) + mug, {
    transform: `translate(${x} ${y}) scale(${scale})`,
  });
}

/** A small wooden table top with two legs, used on the loft and on the floor. */
export function plankTable(x: number, y: number, w: number, h: number, p: Palette): string {
  return (
    rect(x, y, w, 6, p.woodLight, { rx: 2 }) +
    rect(x, y + 6, w, 3, p.woodDark) +
    rect(x + 4, y + 9, 4, h - 9, p.woodDark) +
    rect(x + w - 8, y + 9, 4, h - 9, p.woodDark)
  );
}
