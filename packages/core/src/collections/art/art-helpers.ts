import type { Palette } from '../../room/palette';
import { circle, line, num, path } from '../../room/svg';

/** A point on the quadratic curve from `a` through control `c` to `b` at `t` (0..1): where a bulb hangs. */
export function onSwag(a: Point, c: Point, b: Point, t: number): Point {
  const u = 1 - t;
  return [u * u * a[0] + 2 * u * t * c[0] + t * t * b[0], u * u * a[1] + 2 * u * t * c[1] + t * t * b[1]];
}

export type Point = readonly [number, number];

/** A sagging cord between two hooks, with `count` points spread along it for what hangs from it. */
export function swag(
  a: Point,
  c: Point,
  b: Point,
  count: number,
  p: Palette,
): { cord: string; points: Point[] } {
  const cord = line(
    `M${num(a[0])} ${num(a[1])}Q${num(c[0])} ${num(c[1])} ${num(b[0])} ${num(b[1])}`,
    p.woodDark,
    1.5,
  );
  const points: Point[] = [];
  for (let i = 1; i <= count; i++) points.push(onSwag(a, c, b, i / (count + 1)));
  return { cord, points };
}

/** A five-pointed star around (cx, cy), outer radius r. */
export function star(
  cx: number,
  cy: number,
  r: number,
  fill: string,
  more: Record<string, string | number> = {},
): string {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const a = (i * Math.PI) / 5;
    d += `${i === 0 ? 'M' : 'L'}${num(cx + Math.sin(a) * radius)} ${num(cy - Math.cos(a) * radius)}`;
  }
  return path(`${d}Z`, fill, more);
}

/** A six-armed paper snowflake. */
export function snowflake(cx: number, cy: number, r: number, stroke: string): string {
  let d = '';
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3;
    const x = cx + Math.sin(a) * r;
    const y = cy - Math.cos(a) * r;
    d += `M${num(cx)} ${num(cy)}L${num(x)} ${num(y)}`;
  }
  return line(d, stroke, 1.6) + circle(cx, cy, 1.6, stroke);
}

/** A small light bulb; at night it is lit, by day a coloured glass drop. */
export function bulb(x: number, y: number, color: string, p: Palette): string {
  const lit = p.theme === 'dark';
  return (
    (lit ? circle(x, y + 4, 7, color, { opacity: 0.35 }) : '') +
    line(`M${num(x)} ${num(y - 2)}v3`, p.ink, 2) +
    path(
      `M${num(x)} ${num(y + 1)}q4 3 0 8q-4 -5 0 -8z`,
      lit ? '#fff6d0' : color,
      lit ? { stroke: color, 'stroke-width': 1.5 } : {},
    )
  );
}
