import { leaf, shadow } from './paint';
import type { Palette } from './palette';
import type { RoomItem } from './room-item';
import { Z } from './room-item';
import { circle, ellipse, line, path, rect } from './svg';

// Plants gather at the window (sill and the floor beside it); wall decorations fill the free wall.

function pot(x: number, y: number, w: number, h: number, p: Palette): string {
  return (
    path(`M${x + 2} ${y + 5}H${x + w - 2}L${x + w - 5} ${y + h}H${x + 5}Z`, p.pot) +
    rect(x, y, w, 7, p.terracotta, { rx: 2 })
  );
}

function cactus(p: Palette): string {
  const body =
    rect(63, 236, 14, 48, p.green, { rx: 7 }) +
    path('M64 262H56Q52 262 52 256V246', 'none', { stroke: p.green, 'stroke-width': 7 }) +
    path('M76 254H83Q87 254 87 248V240', 'none', { stroke: p.green, 'stroke-width': 7 }) +
    line('M70 242V280', p.greenDark, 1.5) +
    line('M66 248h1M73 258h1M66 268h1M73 272h1M53 250h1M86 244h1', p.cream, 1.5) +
    circle(70, 235, 3.5, p.rose);
  return body + pot(58, 276, 24, 14, p);
}

function succulent(p: Palette): string {
  // An echeveria rosette: pale outer leaves fanning out, a darker heart.
  let leaves = '';
  for (const a of [-70, -45, -20, 0, 20, 45, 70]) leaves += leaf(180, 278, 18, 5, a, p.greenLight);
  for (const a of [-30, 0, 30]) leaves += leaf(180, 278, 12, 4, a, p.teal);
  return leaves + path('M166 278H194L190 290H170Z', p.cream) + rect(165, 276, 30, 4, p.linen, { rx: 2 });
}

function nearWindowPlant(p: Palette): string {
  // A peace lily on the floor beside the window: broad leaves plus white flowers tell it apart from
  // the other plants.
  const leaf = (x1: number, y1: number, tilt: number, c: string) =>
    ellipse(x1, y1, 8, 24, c, { transform: `rotate(${tilt} ${x1} ${y1})` });
  const leaves =
    leaf(8, 370, -30, p.greenDark) +
    leaf(38, 368, 28, p.greenDark) +
    leaf(16, 352, -12, p.green) +
    leaf(30, 350, 12, p.green) +
    leaf(23, 340, 0, p.greenLight) +
    line('M23 400L12 330M23 400L34 326', p.greenDark, 2);
  const flowers = ellipse(12, 326, 4, 8, p.cream) + ellipse(34, 322, 4, 8, p.cream);
  return shadow(23, 450, 24, 4, p) + leaves + flowers + pot(6, 398, 34, 50, p);
}

function snakePlant(p: Palette): string {
  const blade = (x: number, h: number, tilt: number) =>
    path(
      `M${x - 5} 420Q${x - 6} ${420 - h / 2} ${x} ${420 - h}Q${x + 6} ${420 - h / 2} ${x + 5} 420Z`,
      p.green,
      {
        stroke: p.mustard,
        'stroke-width': 1.5,
        transform: `rotate(${tilt} ${x} 420)`,
      },
    );
  const stripes = line('M268 404h5M267 390h6M281 398h5M280 384h6M274 372h5', p.greenDark, 1.5);
  return (
    shadow(276, 451, 18, 3, p) +
    blade(266, 58, -10) +
    blade(286, 54, 10) +
    blade(276, 76, 0) +
    stripes +
    path('M262 418H290L287 450H265Z', p.cream) +
    rect(260, 416, 32, 5, p.linen, { rx: 2 })
  );
}

function picturesOnWall(p: Palette): string {
  // A little gallery above the chest of drawers: a landscape, a sunset and a portrait of a flower.
  const frame = (x: number, y: number, w: number, h: number) =>
    rect(x, y, w, h, p.woodDark, { rx: 2 }) + rect(x + 4, y + 4, w - 8, h - 8, p.cream);
  return (
    frame(606, 236, 48, 38) +
    path('M610 270L622 252L632 262L640 250L650 270Z', p.tealDark) +
    circle(644, 248, 4, p.mustard) +
    frame(662, 228, 32, 46) +
    rect(666, 232, 24, 38, p.rose) +
    circle(678, 256, 7, p.mustard) +
    path('M666 262H690V270H666Z', p.terracotta) +
    frame(628, 282, 30, 28) +
    circle(643, 294, 5, p.rose) +
    line('M643 299V306', p.greenDark, 2) +
    frame(666, 282, 26, 28) +
    line('M671 304L676 292L681 300L686 290', p.blue, 2)
  );
}

function clock(p: Palette): string {
  let ticks = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    const r1 = i % 3 === 0 ? 15 : 17;
    ticks += `M${710 + Math.sin(a) * r1} ${72 - Math.cos(a) * r1}L${710 + Math.sin(a) * 20} ${72 - Math.cos(a) * 20}`;
  }
  return (
    circle(712, 75, 28, p.shadow, { opacity: p.shadowOpacity }) +
    circle(710, 72, 28, p.woodDark) +
    circle(710, 72, 23, p.cream) +
    line(ticks, p.ink, 2) +
    line('M710 72L700 64M710 72L722 60', p.ink, 3) +
    line('M710 72L712 90', p.terracotta, 1.5) +
    circle(710, 72, 2.5, p.ink)
  );
}

function moreStorage(p: Palette): string {
  // A wall cabinet between the window and the shelves: two doors below, woven bins in the open top.
  const bin = (x: number, c: string) =>
    rect(x, 176, 26, 24, c, { rx: 3 }) + rect(x + 8, 181, 10, 4, p.ink, { rx: 2, opacity: 0.35 });
  return (
    rect(224, 207, 64, 86, p.shadow, { opacity: p.shadowOpacity, rx: 3 }) +
    rect(220, 168, 64, 120, p.wood, { rx: 3 }) +
    rect(225, 173, 54, 30, p.woodDark) +
    bin(226, p.mustard) +
    bin(252, p.teal) +
    rect(225, 208, 26, 75, p.woodLight, { rx: 2 }) +
    rect(253, 208, 26, 75, p.woodLight, { rx: 2 }) +
    rect(245, 236, 3, 14, p.woodDark, { rx: 1.5 }) +
    rect(256, 236, 3, 14, p.woodDark, { rx: 1.5 })
  );
}

export const WINDOW_ITEMS: readonly RoomItem[] = [
  { level: 12, z: Z.wall, draw: picturesOnWall },
  { level: 14, z: Z.wall, draw: clock },
  { level: 15, z: Z.wall, draw: cactus },
  { level: 22, z: Z.wall, draw: succulent },
  { level: 31, z: Z.furniture, draw: snakePlant },
  { level: 38, z: Z.wall, draw: moreStorage },
  { level: 47, z: Z.onFurniture, draw: nearWindowPlant },
];
