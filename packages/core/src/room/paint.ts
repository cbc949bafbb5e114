import type { Palette } from './palette';
import { circle, ellipse, num, path, tag } from './svg';

/** Soft contact shadow under anything that stands on a floor or a shelf. */
export function shadow(cx: number, cy: number, rx: number, ry: number, p: Palette): string {
  return ellipse(cx, cy, rx, ry, p.shadow, { opacity: p.shadowOpacity });
}

/** Light pool around a lamp. Lamps are off by day, so the glow only exists in the night picture. */
export function glow(cx: number, cy: number, r: number, p: Palette, tone: 'warm' | 'cool' = 'warm'): string {
  if (p.theme !== 'dark') return '';
  return circle(cx, cy, r, `url(#fr-glow-${tone})`, { opacity: p.glowOpacity });
}

/** Shared gradients; ids are prefixed so the SVG can be inlined next to other markup. */
export function defs(p: Palette): string {
  const radial = (id: string, color: string) =>
    tag(
      'radialGradient',
      { id },
      tag('stop', { offset: 0, 'stop-color': color, 'stop-opacity': 0.75 }) +
        tag('stop', { offset: 0.45, 'stop-color': color, 'stop-opacity': 0.25 }) +
        tag('stop', { offset: 1, 'stop-color': color, 'stop-opacity': 0 }),
    );
  return tag(
    'defs',
    {},
    tag(
      'linearGradient',
      { id: 'fr-sky', x1: 0, y1: 0, x2: 0, y2: 1 },
      tag('stop', { offset: 0, 'stop-color': p.skyTop }) +
        tag('stop', { offset: 1, 'stop-color': p.skyBottom }),
    ) +
      radial('fr-glow-warm', '#ffcf70') +
      radial('fr-glow-cool', '#7fd0ff'),
  );
}

/**
 * A pointed leaf from its base (x, y) towards `angle` degrees (0 = straight up), `len` long and at most
 * `width` wide. Coordinates are computed here instead of using a transform, which keeps plants small.
 */
export function leaf(x: number, y: number, len: number, width: number, angle: number, fill: string): string {
  const a = (angle * Math.PI) / 180;
  const dx = Math.sin(a);
  const dy = -Math.cos(a);
  const mx = x + (dx * len) / 2;
  const my = y + (dy * len) / 2;
  const nx = -dy * width;
  const ny = dx * width;
  const tx = x + dx * len;
  const ty = y + dy * len;
  return path(
    `M${num(x)} ${num(y)}Q${num(mx + nx)} ${num(my + ny)} ${num(tx)} ${num(ty)}Q${num(mx - nx)} ${num(my - ny)} ${num(x)} ${num(y)}Z`,
    fill,
  );
}
