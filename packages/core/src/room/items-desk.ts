import { glow, leaf, shadow } from './paint';
import type { Palette } from './palette';
import type { RoomItem } from './room-item';
import { Z } from './room-item';
import { circle, ellipse, line, path, rect } from './svg';

// The study corner under the bookshelves: the desk with the computer and what gathers around it.

function computer(p: Palette): string {
  const desk =
    rect(292, 340, 214, 10, p.woodLight, { rx: 2 }) +
    rect(292, 350, 214, 7, p.wood) +
    rect(299, 357, 8, 93, p.woodDark) +
    rect(491, 357, 8, 93, p.woodDark);
  const screenContent =
    p.theme === 'dark'
      ? line('M372 296h30M372 304h46M380 312h24M380 320h36', '#5a7bb8', 3)
      : line('M372 296h30M372 304h46M380 312h24M380 320h36', p.teal, 3) +
        rect(424, 292, 18, 14, p.mustard, { rx: 2 });
  const monitor =
    rect(360, 280, 94, 58, p.ink, { rx: 4 }) +
    rect(364, 284, 86, 48, p.screen, { rx: 2 }) +
    screenContent +
    rect(403, 338, 8, 4, p.metal) +
    ellipse(407, 341, 18, 3, p.metal);
  const keyboard =
    rect(378, 344, 58, 5, p.cream, { rx: 2 }) +
    line('M382 346.5h50', p.linen, 1.5, { 'stroke-dasharray': '3 2' });
  const mouse = ellipse(448, 346, 5, 3, p.cream);
  const chair =
    rect(370, 352, 72, 56, p.teal, { rx: 12 }) +
    rect(378, 360, 56, 40, p.tealDark, { rx: 9 }) +
    rect(402, 408, 8, 24, p.metal) +
    line('M380 438L432 438', p.ink, 4) +
    circle(380, 444, 4, p.ink) +
    circle(406, 444, 4, p.ink) +
    circle(432, 444, 4, p.ink);
  return (
    shadow(400, 451, 116, 5, p) + glow(407, 310, 110, p, 'cool') + desk + monitor + keyboard + mouse + chair
  );
}

function stationery(p: Palette): string {
  const note = (x: number, y: number, c: string, tilt: number) =>
    rect(x, y, 16, 16, c, { transform: `rotate(${tilt} ${x + 8} ${y + 8})` });
  return (
    note(310, 262, p.mustard, -6) +
    note(330, 268, p.rose, 5) +
    note(314, 284, p.greenLight, 3) +
    line('M306 320L302 300M312 320L314 298M318 320L324 302', p.terracotta, 2.5) +
    line('M312 320L314 298', p.blue, 2.5) +
    rect(302, 318, 18, 22, p.tealDark, { rx: 2 }) +
    rect(324, 332, 28, 8, p.mustard, { rx: 1 }) +
    rect(326, 327, 24, 5, p.rose, { rx: 1 }) +
    line('M328 324L350 320', p.ink, 2)
  );
}

function rubiksCube(p: Palette): string {
  // The six classic sticker colours stay recognisable at night, only dimmed.
  const colors =
    p.theme === 'dark'
      ? ['#a8403f', '#b39a3a', '#2f6398', '#a9a6bb', '#367a4f', '#ad6a33']
      : ['#e5483f', '#f5d033', '#2f8fd8', '#f3f3f3', '#3fae5b', '#f28c28'];
  let out = rect(454, 322, 18, 18, '#1d1d22', { rx: 1.5 });
  // Front face stickers, then the top face as skewed stickers to show it is a cube.
  for (let i = 0; i < 9; i++) {
    const c = colors[(i * 5 + 1) % colors.length] ?? '#fff';
    out += rect(455 + (i % 3) * 5.7, 323 + Math.floor(i / 3) * 5.7, 4.8, 4.8, c, { rx: 0.6 });
  }
  out += path('M454 322L459 316H477L472 322Z', '#1d1d22');
  for (let i = 0; i < 3; i++) {
    const c = colors[(i * 2 + 3) % colors.length] ?? '#fff';
    out += path(`M${455.5 + i * 5.7} 321L${459 + i * 5.7} 317H${463.5 + i * 5.7}L${460 + i * 5.7} 321Z`, c);
  }
  out +=
    path('M472 322L477 316V334L472 340Z', '#1d1d22') +
    path('M473 324L476 320V332L473 337Z', colors[2] ?? '#fff');
  return out;
}

function globe(p: Palette): string {
  return (
    ellipse(490, 343, 11, 3, p.woodDark) +
    rect(488, 330, 4, 13, p.woodDark) +
    circle(490, 312, 15, p.blue) +
    path('M480 304q6 -6 12 -2q2 6 -4 8q-2 6 -8 2z M494 314q6 -2 8 4q-2 6 -8 6q-4 -4 0 -10z', p.green) +
    path('M474 312A16 16 0 0 0 506 312', 'none', {
      stroke: p.mustard,
      'stroke-width': 2.5,
      transform: 'rotate(-20 490 312)',
    })
  );
}

function dustbin(p: Palette): string {
  return (
    shadow(466, 451, 18, 3, p) +
    circle(464, 408, 7, p.cream) +
    circle(472, 411, 6, p.cream) +
    line('M460 405l5 3M469 409l4 4', p.linen, 1) +
    path('M448 410H484L479 450H453Z', p.mustard) +
    line('M456 416L459 446M466 416V446M476 416L473 446', p.wood, 1, { opacity: 0.4 }) +
    rect(446, 407, 40, 5, p.woodDark, { rx: 2 })
  );
}

function storageBoxes(p: Palette): string {
  const box = (x: number, y: number, w: number, h: number) =>
    rect(x, y, w, h, p.woodLight) +
    rect(x, y, w, 5, p.wood, { opacity: 0.6 }) +
    rect(x + w / 2 - 4, y, 8, h * 0.45, p.linen, { opacity: 0.8 }) +
    rect(x + 6, y + h - 14, 14, 8, p.cream);
  return shadow(338, 451, 32, 3, p) + box(312, 408, 54, 42) + box(318, 376, 42, 32);
}

function houseplant(p: Palette): string {
  let leaves = '';
  const spots: readonly [number, number, number][] = [
    [512, 384, -50],
    [528, 376, -20],
    [544, 384, 40],
    [518, 364, -35],
    [536, 360, 25],
    [526, 350, 0],
    [508, 396, -55],
    [548, 396, 55],
    [540, 372, 10],
    [520, 376, -10],
  ];
  for (const [x, y, a] of spots)
    leaves += leaf(x, y + 14, 30, 8, a, (x + y) % 3 === 0 ? p.greenDark : p.green);
  return (
    shadow(528, 451, 22, 4, p) +
    leaves +
    path('M512 410H546L541 450H517Z', p.pot) +
    rect(510, 406, 38, 8, p.terracotta, { rx: 2 })
  );
}

export const DESK_ITEMS: readonly RoomItem[] = [
  { level: 9, z: Z.furniture, draw: computer },
  { level: 10, z: Z.onFurniture, draw: storageBoxes },
  { level: 16, z: Z.furniture, draw: houseplant },
  { level: 17, z: Z.onFurniture, draw: stationery },
  { level: 19, z: Z.onFurniture, draw: dustbin },
  { level: 26, z: Z.onFurniture, draw: rubiksCube },
  { level: 29, z: Z.onFurniture, draw: globe },
];
