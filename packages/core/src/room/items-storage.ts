import { glow, shadow } from './paint';
import type { Palette } from './palette';
import type { RoomItem } from './room-item';
import { Z } from './room-item';
import { circle, ellipse, line, path, rect } from './svg';

// The right-hand wall, under what becomes the loft at level 32: chest of drawers, aquarium, clothes rail.

function dresser(p: Palette): string {
  let drawers = '';
  for (const y of [362, 392, 422]) {
    drawers += rect(608, y, 80, 25, p.woodLight, { rx: 2 }) + rect(640, y + 10, 16, 4, p.woodDark, { rx: 2 });
  }
  return (
    shadow(648, 452, 56, 5, p) +
    rect(600, 352, 96, 8, p.woodDark, { rx: 2 }) +
    rect(603, 358, 90, 92, p.wood) +
    drawers +
    rect(606, 448, 8, 5, p.woodDark) +
    rect(682, 448, 8, 5, p.woodDark)
  );
}

function moonLamp(p: Palette): string {
  const lit = p.theme === 'dark';
  return (
    glow(624, 330, 80, p) +
    ellipse(624, 351, 12, 3, p.woodDark) +
    rect(618, 344, 12, 7, p.woodDark, { rx: 2 }) +
    circle(624, 328, 17, lit ? '#fff3c8' : '#f6ecd6') +
    circle(618, 322, 4, lit ? '#f0d99a' : '#e4d6ba') +
    circle(631, 333, 5, lit ? '#f0d99a' : '#e4d6ba') +
    circle(627, 319, 2.5, lit ? '#f0d99a' : '#e4d6ba') +
    circle(616, 336, 2, lit ? '#f0d99a' : '#e4d6ba')
  );
}

function jewelleryBox(p: Palette): string {
  let pearls = '';
  for (let i = 0; i < 7; i++) pearls += circle(664 + i * 3.5, 342 + Math.sin(i / 2) * 4, 1.8, p.cream);
  return (
    path('M656 338L662 318H690L684 338Z', p.rose) +
    rect(656, 336, 28, 16, p.rose, { rx: 2 }) +
    rect(656, 336, 28, 3, p.mustard) +
    rect(658, 339, 24, 2, p.tealDark, { opacity: 0.5 }) +
    pearls +
    circle(670, 345, 2.5, p.mustard) +
    circle(678, 340, 2.2, '#8fd3e8')
  );
}

function aquarium(p: Palette): string {
  const fish = (x: number, y: number, c: string, dir: 1 | -1) =>
    ellipse(x, y, 8, 5, c) +
    path(`M${x - dir * 7} ${y}l${-dir * 7} -5v10z`, c) +
    circle(x + dir * 4, y - 1, 1.2, p.ink);
  const weed = line('M718 384Q712 370 720 358Q726 346 718 336M728 384Q734 368 728 354', p.green, 3);
  return (
    shadow(750, 452, 50, 5, p) +
    glow(750, 350, 90, p, 'cool') +
    rect(706, 386, 88, 64, p.woodDark, { rx: 2 }) +
    rect(712, 392, 36, 52, p.wood, { rx: 2 }) +
    rect(752, 392, 36, 52, p.wood, { rx: 2 }) +
    rect(708, 318, 84, 68, p.water, { opacity: 0.9 }) +
    rect(708, 318, 84, 8, p.glass, { opacity: 0.5 }) +
    path('M708 386V376Q730 370 750 376T792 374V386Z', p.mustard) +
    weed +
    line('M776 384Q782 366 774 350', p.greenDark, 3) +
    fish(742, 346, p.terracotta, 1) +
    fish(768, 362, p.mustard, -1) +
    fish(734, 368, p.rose, -1) +
    circle(758, 336, 2, p.cream, { opacity: 0.8 }) +
    circle(761, 328, 1.5, p.cream, { opacity: 0.8 }) +
    rect(705, 314, 90, 6, p.ink, { rx: 2 }) +
    rect(706, 318, 88, 68, 'none', { stroke: p.ink, 'stroke-width': 2 })
  );
}

function hangers(p: Palette): string {
  // A clothes rail hung from the underside of the loft.
  const hanger = (x: number) =>
    line(`M${x} 212q0 -5 4 -5q4 0 3 5`, p.metal, 1.5) +
    path(`M${x} 216L${x - 16} 228H${x + 16}Z`, 'none', {
      stroke: p.woodLight,
      'stroke-width': 3,
    });
  return line('M712 204V212M788 204V212M706 212H794', p.metal, 3) + hanger(724) + hanger(754) + hanger(780);
}

function jacket(p: Palette): string {
  return (
    path('M754 216L734 224L728 302H742L744 250L746 306H762L764 250L766 302H780L774 224Z', p.mustard) +
    path('M746 220L754 240L762 220', 'none', { stroke: p.cream, 'stroke-width': 5 }) +
    line('M754 240V304', p.woodDark, 1.5) +
    rect(746, 276, 7, 8, p.woodDark, { opacity: 0.4, rx: 1 }) +
    rect(757, 276, 7, 8, p.woodDark, { opacity: 0.4, rx: 1 }) +
    line('M748 250h1M748 262h1M760 250h1M760 262h1', p.ink, 2) +
    path('M728 302H742V308H728ZM766 302H780V308H766Z', p.wood)
  );
}

export const STORAGE_ITEMS: readonly RoomItem[] = [
  { level: 5, z: Z.furniture, draw: dresser },
  { level: 20, z: Z.onFurniture, draw: moonLamp },
  { level: 21, z: Z.onFurniture, draw: jewelleryBox },
  { level: 37, z: Z.furniture, draw: aquarium },
  { level: 39, z: Z.furniture, draw: hangers },
  { level: 43, z: Z.onFurniture, draw: jacket },
];
