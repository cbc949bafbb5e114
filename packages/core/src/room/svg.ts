/**
 * Minimal string builders for the room SVG. Every attribute value goes through `escapeXml`, so the
 * output stays well-formed XML whatever a caller passes; numbers are rounded to one decimal to keep
 * the document small and byte-for-byte deterministic.
 */
export type Attrs = Readonly<Record<string, string | number | undefined>>;

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function num(n: number): string {
  return String(Math.round(n * 10) / 10);
}

function attrs(a: Attrs): string {
  let out = '';
  for (const [key, value] of Object.entries(a)) {
    if (value === undefined) continue;
    out += ` ${key}="${escapeXml(typeof value === 'number' ? num(value) : value)}"`;
  }
  return out;
}

export function tag(name: string, a: Attrs, children?: string): string {
  return children === undefined ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${children}</${name}>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, more: Attrs = {}): string {
  // A square-cornered rect is written as a path: same pixels, about a third fewer bytes. Corner radii
  // under 2.5 px are invisible at this scale and are dropped for the same reason.
  if (more.rx !== undefined && Number(more.rx) >= 2.5)
    return tag('rect', { x, y, width: w, height: h, fill, ...more });
  return tag('path', {
    d: `M${num(x)} ${num(y)}h${num(w)}v${num(h)}h${num(-w)}z`,
    fill,
    ...more,
    rx: undefined,
  });
}

export function circle(cx: number, cy: number, r: number, fill: string, more: Attrs = {}): string {
  return tag('circle', { cx, cy, r, fill, ...more });
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  more: Attrs = {},
): string {
  return tag('ellipse', { cx, cy, rx, ry, fill, ...more });
}

export function path(d: string, fill: string, more: Attrs = {}): string {
  return tag('path', { d, fill, ...more });
}

/** A stroked, unfilled path (lines, stems, cords); round caps and joins are set once on the root. */
export function line(d: string, stroke: string, width: number, more: Attrs = {}): string {
  return tag('path', { d, fill: 'none', stroke, 'stroke-width': width, ...more });
}

export function group(content: string, more: Attrs = {}): string {
  return tag('g', more, content);
}
