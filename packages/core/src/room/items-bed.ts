import { glow, shadow } from './paint';
import type { Palette } from './palette';
import type { RoomItem } from './room-item';
import { Z } from './room-item';
import { circle, ellipse, line, path, rect } from './svg';

// The bed stands head-on under the window with its foot towards the viewer; its side table, the
// slippers, the teddy and the laundry baskets are arranged around it.

function bed(p: Palette): string {
  const headboard =
    path('M48 440V342Q48 322 68 322H182Q202 322 202 342V440Z', p.wood) +
    path('M60 392V346Q60 334 72 334H178Q190 334 190 346V392Z', p.woodLight);
  const legs = rect(46, 500, 9, 16, p.woodDark) + rect(195, 500, 9, 16, p.woodDark);
  const duvetTop = path('M54 400H196L212 478H38Z', p.teal);
  const sheet = path('M53 410H197L199 422H51Z', p.cream);
  const stripe = path('M44 450H206L208 460H42Z', p.mustard, { opacity: 0.85 });
  const duvetFront = path('M38 478H212V500Q125 512 38 500Z', p.tealDark);
  const pillows =
    rect(60, 382, 60, 28, p.cream, { rx: 12 }) +
    rect(130, 382, 60, 28, p.cream, { rx: 12 }) +
    line('M70 396H110M140 396H180', p.linen, 2);
  return shadow(125, 514, 100, 8, p) + headboard + legs + duvetTop + sheet + stripe + duvetFront + pillows;
}

function sideTable(p: Palette): string {
  const table =
    rect(212, 392, 48, 8, p.woodLight, { rx: 2 }) +
    rect(215, 400, 42, 34, p.wood) +
    rect(219, 405, 34, 12, p.woodLight, { rx: 2 }) +
    circle(236, 411, 2, p.woodDark) +
    rect(216, 434, 5, 16, p.woodDark) +
    rect(251, 434, 5, 16, p.woodDark);
  const lamp =
    ellipse(227, 391, 9, 3, p.woodDark) +
    rect(225, 364, 4, 27, p.metal) +
    path('M215 340H239L246 366H208Z', p.lampShade) +
    path('M208 366H246', 'none', { stroke: p.mustard, 'stroke-width': 2 });
  return shadow(236, 451, 30, 4, p) + glow(227, 356, 90, p) + table + lamp;
}

function slippers(p: Palette): string {
  // Seen from the side: a sole, a fluffy closed toe and an open heel, side by side next to the bed.
  const slipper = (x: number, y: number) =>
    rect(x, y - 4, 40, 5, p.linen, { rx: 2.5 }) +
    path(
      `M${x + 2} ${y - 4}Q${x + 2} ${y - 20} ${x + 16} ${y - 20}Q${x + 24} ${y - 20} ${x + 26} ${y - 4}Z`,
      p.rose,
    ) +
    path(`M${x + 3} ${y - 14}Q${x + 12} ${y - 24} ${x + 22} ${y - 18}`, 'none', {
      stroke: p.cream,
      'stroke-width': 4,
    });
  return shadow(176, 552, 44, 5, p) + slipper(136, 548) + slipper(172, 554);
}

function pictureFrame(p: Palette): string {
  // A photo standing on the side table next to the lamp.
  return (
    line('M252 372L257 391', p.woodDark, 2) +
    rect(240, 368, 16, 22, p.woodDark, { rx: 1.5 }) +
    rect(242.5, 370.5, 11, 17, p.skyBottom) +
    path('M242.5 387.5V382Q247 377 253.5 381V387.5Z', p.green) +
    circle(250, 375, 2, p.mustard)
  );
}

function teddy(p: Palette): string {
  const fur = p.woodLight;
  return (
    ellipse(125, 418, 20, 5, p.shadow, { opacity: p.shadowOpacity }) +
    ellipse(125, 404, 15, 15, fur) +
    ellipse(125, 407, 8, 9, p.linen) +
    ellipse(109, 404, 6, 9, fur, { transform: 'rotate(25 109 404)' }) +
    ellipse(141, 404, 6, 9, fur, { transform: 'rotate(-25 141 404)' }) +
    ellipse(115, 418, 7, 5, fur) +
    ellipse(135, 418, 7, 5, fur) +
    circle(114, 372, 6, fur) +
    circle(136, 372, 6, fur) +
    circle(114, 372, 3, p.linen) +
    circle(136, 372, 3, p.linen) +
    circle(125, 383, 13, fur) +
    ellipse(125, 388, 6, 4.5, p.linen) +
    circle(120, 380, 1.8, p.ink) +
    circle(130, 380, 1.8, p.ink) +
    ellipse(125, 386, 2.2, 1.6, p.ink) +
    path('M117 396Q125 400 133 396', 'none', { stroke: p.rose, 'stroke-width': 3 })
  );
}

function laundryBaskets(p: Palette): string {
  const basket = (x: number, y: number, w: number, h: number) => {
    let weave = '';
    for (let row = y + 8; row < y + h - 2; row += 7) weave += `M${x + 3} ${row}H${x + w - 3}`;
    return (
      path(`M${x} ${y}H${x + w}L${x + w - 6} ${y + h}H${x + 6}Z`, p.woodLight) +
      line(weave, p.wood, 1.4, { opacity: 0.7 }) +
      rect(x - 2, y - 3, w + 4, 6, p.wood, { rx: 3 })
    );
  };
  const clothes =
    path('M10 518Q22 494 40 506Q52 492 66 512Z', p.blue) +
    path('M40 506Q50 500 60 510L74 532L66 536L54 516Z', p.blue) +
    path('M22 512Q30 500 44 510Z', p.cream) +
    path('M86 548Q96 536 112 548Z', p.rose);
  return (
    shadow(60, 590, 58, 7, p) +
    clothes +
    basket(6, 514, 68, 72) +
    basket(82, 546, 40, 42) +
    path('M98 546Q104 534 114 540L112 548Z', p.mustard)
  );
}

export const BED_ITEMS: readonly RoomItem[] = [
  { level: 2, z: Z.furniture, draw: bed },
  { level: 3, z: Z.furniture, draw: sideTable },
  { level: 18, z: Z.foreground, draw: slippers },
  { level: 23, z: Z.onFurniture, draw: pictureFrame },
  { level: 25, z: Z.foreground, draw: laundryBaskets },
  { level: 45, z: Z.onFurniture, draw: teddy },
];
