import { glow, shadow } from '../../room/paint';
import type { Palette } from '../../room/palette';
import { circle, ellipse, line, path, rect } from '../../room/svg';
import { bulb, snowflake, star, swag } from './art-helpers';
import type { ItemArt } from './item-art';

function fairyLights(p: Palette): string {
  const colors = [p.mustard, p.rose, p.teal, p.blue];
  const left = swag([234, 36], [280, 62], [326, 36], 4, p);
  const right = swag([326, 36], [372, 62], [418, 36], 4, p);
  const bulbs = [...left.points, ...right.points]
    .map(([x, y], i) => bulb(x, y, colors[i % colors.length] ?? p.mustard, p))
    .join('');
  return left.cord + right.cord + circle(234, 36, 2, p.woodDark) + circle(418, 36, 2, p.woodDark) + bulbs;
}

function snowGlobe(p: Palette): string {
  const snow = [
    [101, 259],
    [114, 257],
    [107, 264],
    [118, 268],
    [99, 270],
  ]
    .map(([x, y]) => circle(x ?? 0, y ?? 0, 1.3, '#ffffff'))
    .join('');
  return (
    shadow(108, 288, 16, 2, p) +
    circle(108, 266, 14, p.glass, { opacity: 0.85 }) +
    path('M108 256L114 270H102Z', p.greenDark) +
    rect(106.5, 270, 3, 4, p.woodDark) +
    ellipse(108, 274, 12, 2.5, '#ffffff') +
    snow +
    path('M96 260a14 14 0 0 1 8 -7', 'none', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.7 }) +
    path('M94 278H122L119 288H97Z', p.woodDark) +
    rect(94, 277, 28, 3, p.wood)
  );
}

function icicleLights(p: Palette): string {
  const cord = line('M16 86Q10 110 16 134T16 184', p.metal, 1.5);
  let drops = '';
  for (const [x, y] of [
    [14, 96],
    [11, 116],
    [16, 136],
    [18, 156],
    [14, 176],
  ] as const) {
    drops +=
      glow(x, y + 6, 12, p, 'cool') +
      path(`M${x - 3} ${y}H${x + 3}L${x} ${y + 11}Z`, p.theme === 'dark' ? '#e6f7ff' : p.glass, {
        stroke: p.water,
        'stroke-width': 1,
      });
  }
  return cord + drops;
}

function snowflakeGarland(p: Palette): string {
  const { cord, points } = swag([426, 36], [482, 58], [538, 36], 4, p);
  const flakes = points
    .map(
      ([x, y], i) =>
        line(`M${x} ${y}v${i % 2 ? 6 : 3}`, p.woodDark, 1) + snowflake(x, y + (i % 2 ? 12 : 9), 6, p.cream),
    )
    .join('');
  return cord + circle(426, 36, 2, p.woodDark) + circle(538, 36, 2, p.woodDark) + flakes;
}

function candleLantern(p: Palette): string {
  const bough =
    path('M132 594Q140 580 150 592Z', p.greenDark) +
    path('M136 594Q146 584 152 594Z', p.green) +
    ellipse(142, 590, 4, 6, p.woodDark);
  return (
    glow(169, 580, 40, p) +
    shadow(170, 594, 34, 3.5, p) +
    bough +
    rect(152, 570, 34, 24, p.glass, { opacity: 0.55 }) +
    rect(164, 578, 10, 15, p.cream, { rx: 2 }) +
    path('M169 570q4 4 0 8q-4 -4 0 -8z', p.flame) +
    line('M152 570V594M186 570V594M152 594H186M169 570V566', p.ink, 2.5) +
    path('M148 570L169 561L190 570Z', p.ink) +
    circle(169, 561, 3, 'none', { stroke: p.ink, 'stroke-width': 1.5 })
  );
}

function starLantern(p: Palette): string {
  return (
    glow(574, 100, 54, p) +
    line('M574 32V76', p.ink, 1.5) +
    star(574, 102, 25, p.theme === 'dark' ? '#ffe3a3' : p.mustard) +
    star(574, 102, 12, p.theme === 'dark' ? '#fff6d8' : p.lampShade)
  );
}

export const WINTER_LIGHTS_ART: Readonly<Record<string, ItemArt>> = {
  'winter-fairy-lights': fairyLights,
  'winter-snow-globe': snowGlobe,
  'winter-icicle-lights': icicleLights,
  'winter-snowflake-garland': snowflakeGarland,
  'winter-candle-lantern': candleLantern,
  'winter-star-lantern': starLantern,
};
