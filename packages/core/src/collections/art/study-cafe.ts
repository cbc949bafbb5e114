import { glow, shadow } from '../../room/paint';
import type { Palette } from '../../room/palette';
import { circle, ellipse, line, path, rect } from '../../room/svg';
import type { ItemArt } from './item-art';

function mug(x: number, y: number, c: string, p: Palette): string {
  return (
    rect(x, y, 11, 13, c, { rx: 2 }) +
    path(`M${x + 11} ${y + 3}a4 4 0 0 1 0 7`, 'none', { stroke: c, 'stroke-width': 2 }) +
    rect(x, y, 11, 2, p.cream, { opacity: 0.5 })
  );
}

function mugShelf(p: Palette): string {
  return (
    rect(228, 326, 52, 5, p.woodDark, { rx: 1 }) +
    line('M236 331L240 336M272 331L268 336', p.woodDark, 2) +
    mug(232, 313, p.terracotta, p) +
    mug(250, 313, p.teal, p) +
    rect(267, 308, 10, 18, p.glass, { opacity: 0.8 }) +
    rect(267, 318, 10, 8, p.woodDark) +
    rect(266, 305, 12, 4, p.wood, { rx: 1 })
  );
}

function chalkboard(p: Palette): string {
  const board = p.theme === 'dark' ? '#1f2b28' : '#3f5a50';
  return (
    circle(261, 68, 1.8, p.ink) +
    line('M261 68L240 78M261 68L282 78', p.ink, 1) +
    rect(236, 80, 54, 42, p.shadow, { opacity: p.shadowOpacity, rx: 2 }) +
    rect(234, 76, 54, 42, p.wood, { rx: 2 }) +
    rect(238, 80, 46, 34, board) +
    line('M243 87H266M243 95H262M243 103H270M243 109H258', p.cream, 1.5, { opacity: 0.85 }) +
    path('M272 86h8v6a4 4 0 0 1 -8 0z', p.cream, { opacity: 0.85 }) +
    line('M276 82q2 -2 0 -4', p.cream, 1, { opacity: 0.85 })
  );
}

function coffeeSack(p: Palette): string {
  return (
    shadow(254, 500, 26, 3, p) +
    path('M236 498Q230 478 240 468Q246 462 244 458H266Q264 462 270 468Q280 478 274 498Z', p.linen) +
    path('M242 466Q255 470 268 466', 'none', { stroke: p.woodDark, 'stroke-width': 2 }) +
    circle(255, 484, 7, 'none', { stroke: p.woodDark, 'stroke-width': 1.5 }) +
    line('M255 478V490', p.woodDark, 1.2) +
    ellipse(246, 462, 4, 3, p.woodDark) +
    ellipse(264, 462, 4, 3, p.woodDark) +
    ellipse(278, 498, 2.5, 1.6, p.woodDark) +
    ellipse(231, 499, 2.5, 1.6, p.woodDark)
  );
}

function cupRack(p: Palette): string {
  const cup = (x: number, y: number, c: string) =>
    line(`M${x} ${y}v3`, p.ink, 1.5) + path(`M${x - 5} ${y + 3}h10l-2 9h-6z`, c);
  return (
    rect(526, 220, 7, 74, p.woodLight, { rx: 2 }) +
    circle(529.5, 223, 1.5, p.woodDark) +
    circle(529.5, 291, 1.5, p.woodDark) +
    line('M530 234h7M529 256h-6M530 278h7', p.woodDark, 2) +
    cup(537, 234, p.rose) +
    cup(523, 256, p.mustard) +
    cup(537, 278, p.cream)
  );
}

function wallSconce(p: Palette): string {
  return (
    glow(530, 188, 46, p) +
    rect(524, 196, 12, 16, p.metal, { rx: 2 }) +
    line('M530 198Q530 180 538 176', p.metal, 2.5) +
    path('M524 158H540L544 178H520Z', p.lampShade) +
    path('M524 158H540L541 162H523Z', p.mustard, { opacity: 0.5 }) +
    (p.theme === 'dark' ? ellipse(532, 178, 10, 2.5, '#fff4c8', { opacity: 0.9 }) : '')
  );
}

function neonSign(p: Palette): string {
  const tube = p.theme === 'dark' ? '#ff9ec4' : p.rose;
  const steam = p.theme === 'dark' ? '#a8f0ff' : p.teal;
  return (
    glow(323, 94, 40, p, 'cool') +
    rect(296, 70, 54, 48, p.ink, { rx: 6 }) +
    path('M308 92h22v10a11 11 0 0 1 -22 0z', 'none', { stroke: tube, 'stroke-width': 2.5 }) +
    path('M330 95a5 5 0 0 1 0 9', 'none', { stroke: tube, 'stroke-width': 2.5 }) +
    line('M314 86q3 -3 0 -7M320 86q3 -3 0 -7M326 86q3 -3 0 -7', steam, 2) +
    line('M304 114H342', tube, 1.5, { opacity: 0.7 })
  );
}

export const STUDY_CAFE_ART: Readonly<Record<string, ItemArt>> = {
  'cafe-mug-shelf': mugShelf,
  'cafe-chalkboard': chalkboard,
  'cafe-coffee-sack': coffeeSack,
  'cafe-mug-rack': cupRack,
  'cafe-wall-sconce': wallSconce,
  'cafe-neon-sign': neonSign,
};
