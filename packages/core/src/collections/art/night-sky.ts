import { glow, shadow } from '../../room/paint';
import type { Palette } from '../../room/palette';
import { circle, ellipse, line, path, rect } from '../../room/svg';
import { star, swag } from './art-helpers';
import type { ItemArt } from './item-art';

/** Paper stars glow softly in the dark, like glow-in-the-dark stickers. */
function starColor(p: Palette): string {
  return p.theme === 'dark' ? '#fff1c4' : p.mustard;
}

function starBunting(p: Palette): string {
  const { cord, points } = swag([154, 36], [188, 56], [222, 36], 4, p);
  const flags = points
    .map(
      ([x, y]) => path(`M${x - 7} ${y}H${x + 7}L${x} ${y + 14}Z`, p.blue) + star(x, y + 5, 3, starColor(p)),
    )
    .join('');
  return cord + flags;
}

function starChain(p: Palette): string {
  let stars = '';
  for (const [x, y, r] of [
    [16, 214, 7],
    [13, 240, 5],
    [17, 264, 7],
    [14, 292, 5],
  ] as const) {
    stars += star(x, y, r, starColor(p));
  }
  return line('M16 196Q12 240 16 264T15 300', p.ink, 1) + stars;
}

function constellation(p: Palette): string {
  const stars: [number, number][] = [
    [430, 86],
    [440, 90],
    [449, 94],
    [457, 100],
    [459, 111],
    [470, 110],
    [468, 98],
  ];
  const d = `${stars.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join('')}L457 100`;
  return (
    rect(422, 74, 52, 46, p.shadow, { opacity: p.shadowOpacity, rx: 2 }) +
    rect(420, 70, 54, 46, p.woodDark, { rx: 2 }) +
    rect(424, 74, 46, 38, p.theme === 'dark' ? '#101a3d' : '#2c3e6b') +
    line(d, '#9fb8ff', 1, { opacity: 0.8 }) +
    stars.map(([x, y]) => circle(x, y, 1.8, '#fff6d8')).join('') +
    circle(428, 108, 0.9, '#fff6d8') +
    circle(446, 80, 0.9, '#fff6d8')
  );
}

function planetMobile(p: Palette): string {
  const hang = (x: number, y: number) => line(`M${x} 80V${y}`, p.ink, 1);
  return (
    line('M385 66V80M362 80H408', p.woodDark, 2) +
    hang(364, 96) +
    hang(385, 106) +
    hang(406, 92) +
    circle(364, 101, 6, p.terracotta) +
    circle(385, 110, 8, p.mustard) +
    ellipse(385, 110, 14, 3.5, 'none', { stroke: p.cream, 'stroke-width': 1.8 }) +
    circle(406, 97, 5, p.teal) +
    star(374, 92, 3, starColor(p)) +
    star(397, 118, 3, starColor(p))
  );
}

function moonLight(p: Palette): string {
  const face = p.theme === 'dark' ? '#fff1c4' : p.lampShade;
  return (
    glow(770, 78, 52, p) +
    line('M771 30V50', p.ink, 1.5) +
    path('M771 52a26 26 0 1 0 22 40a20 20 0 1 1 -22 -40z', face) +
    circle(762, 80, 3, p.mustard, { opacity: 0.5 }) +
    circle(768, 94, 2, p.mustard, { opacity: 0.5 })
  );
}

function telescope(p: Palette): string {
  return (
    shadow(502, 497, 36, 3, p) +
    line('M500 478L480 498M500 478L502 498M500 478L524 498', p.woodDark, 2.5) +
    path('M466 484L536 462L540 473L470 495Z', p.blue) +
    path('M530 464L536 462L540 473L534 475Z', p.metal) +
    path('M458 488L466 485L469 494L461 497Z', p.ink) +
    circle(500, 478, 3.5, p.metal)
  );
}

export const NIGHT_SKY_ART: Readonly<Record<string, ItemArt>> = {
  'night-star-bunting': starBunting,
  'night-star-chain': starChain,
  'night-constellation': constellation,
  'night-planet-mobile': planetMobile,
  'night-moon-light': moonLight,
  'night-telescope': telescope,
};
