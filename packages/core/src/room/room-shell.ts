import type { Palette } from './palette';
import { circle, ellipse, line, path, rect } from './svg';

/** Window opening on the back wall, above where the bed goes (items are placed relative to it). */
export const WINDOW = { x: 50, y: 90, w: 150, h: 200 } as const;
/** Back wall meets the floor here; furniture against the wall stands a little in front of it. */
export const FLOOR_Y = 442;

function floor(p: Palette): string {
  // Plank seams converge on a vanishing point above the centre, which gives the frontal room depth.
  let seams = '';
  for (let x = -320; x <= 1120; x += 80) {
    const backX = 400 + (x - 400) * 0.6;
    seams += `M${backX} ${FLOOR_Y}L${x} 600`;
  }
  const rows = 'M0 470H800M0 506H800M0 550H800';
  return (
    rect(0, FLOOR_Y, 800, 158, p.floor) +
    line(seams, p.floorLine, 1.5) +
    line(rows, p.floorLine, 1, { opacity: 0.6 })
  );
}

function sky(p: Palette): string {
  const { x, y, w, h } = WINDOW;
  const base = rect(x, y, w, h, 'url(#fr-sky)');
  if (p.theme === 'dark') {
    const stars = [
      [70, 112],
      [98, 150],
      [168, 200],
      [84, 232],
      [180, 118],
      [132, 260],
      [62, 190],
    ]
      .map(([sx, sy]) => circle(sx ?? 0, sy ?? 0, 1.6, '#fff6d8'))
      .join('');
    const moon = path('M148 112a22 22 0 1 0 22 30a17 17 0 1 1 -22 -30z', '#fff1c4');
    return base + circle(152, 132, 34, '#fff1c4', { opacity: 0.12 }) + moon + stars;
  }
  const sun = circle(170, 118, 16, '#ffe38a') + circle(170, 118, 26, '#fff3c0', { opacity: 0.45 });
  const cloud = (cx: number, cy: number) =>
    path(`M${cx - 26} ${cy}a10 10 0 0 1 12 -10a14 14 0 0 1 26 -2a10 10 0 0 1 14 12z`, '#ffffff', {
      opacity: 0.9,
    });
  const hill = path('M50 270Q95 236 140 258T200 250V290H50Z', '#a9d08a');
  return base + sun + cloud(100, 150) + cloud(160, 210) + hill;
}

function windowFrame(p: Palette): string {
  const { x, y, w, h } = WINDOW;
  const frame = `M${x - 8} ${y - 8}h${w + 16}v${h + 16}h${-(w + 16)}z M${x} ${y}v${h}h${w}v${-h}z`;
  const mullions = rect(x + w / 2 - 3, y, 6, h, p.trim) + rect(x, y + 92, w, 6, p.trim);
  const sill = rect(x - 12, y + h, w + 24, 10, p.trim) + rect(x - 8, y + h + 10, w + 16, 4, p.wallDark);
  return path(frame, p.trim, { 'fill-rule': 'evenodd' }) + mullions + sill;
}

function curtains(p: Palette): string {
  // Tied-back curtains frame the window and make the empty room of level 1 already feel lived in.
  const rod =
    line('M30 76H220', p.woodDark, 4) + circle(30, 76, 5, p.woodDark) + circle(220, 76, 5, p.woodDark);
  const left = path('M34 78H66Q62 160 74 210Q60 260 70 318H34Z', p.terracotta);
  const right = path('M216 78H184Q188 160 176 210Q190 260 180 318H216Z', p.terracotta);
  const folds = line('M46 82V316M56 82Q54 150 62 208M204 82V316M194 82Q196 150 188 208', p.pot, 1.5, {
    opacity: 0.5,
  });
  const ties = rect(34, 206, 42, 7, p.mustard, { rx: 3 }) + rect(174, 206, 42, 7, p.mustard, { rx: 3 });
  return rod + left + right + folds + ties;
}

function light(p: Palette): string {
  // Daylight or moonlight falling from the window onto the wall below it.
  const color = p.theme === 'dark' ? '#9fb8ff' : '#fffbe8';
  return path('M50 300H200L236 442H30Z', color, { opacity: p.theme === 'dark' ? 0.07 : 0.18 });
}

/** Level 1 "Starting Level": walls, ceiling, floor and the window; nothing else. */
export function drawRoomShell(p: Palette): string {
  return (
    rect(0, 0, 800, FLOOR_Y, p.wall) +
    rect(0, 0, 800, 14, p.ceiling) +
    rect(0, 14, 800, 4, p.trim) +
    rect(0, 18, 800, 10, p.wallDark, { opacity: 0.5 }) +
    floor(p) +
    rect(0, 430, 800, 14, p.trim) +
    line('M0 444H800', p.wallDark, 2) +
    sky(p) +
    windowFrame(p) +
    light(p) +
    curtains(p) +
    ellipse(400, 600, 420, 30, p.shadow, { opacity: p.shadowOpacity * 0.5 })
  );
}
