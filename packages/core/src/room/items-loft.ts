import { coffeeAndCookies, plankTable } from './coffee-set';
import { shadow } from './paint';
import type { Palette } from './palette';
import type { RoomItem } from './room-item';
import { Z } from './room-item';
import { circle, ellipse, line, path, rect } from './svg';

// Level 32 adds a mezzanine over the right-hand side; the lounge items of the later levels sit on it.
// Its deck and glass railing are painted after those items, so the railing passes in front of them.

const DECK = 186;

function loft(p: Palette): string {
  let rungs = '';
  for (let y = 214; y <= 450; y += 26) rungs += `M558 ${y}H588`;
  const ladder =
    rect(553, 140, 6, 322, p.woodDark, { rx: 2 }) +
    rect(587, 140, 6, 322, p.woodDark, { rx: 2 }) +
    line(rungs, p.woodLight, 5) +
    line('M558 168H588', p.woodLight, 5);
  const deck =
    rect(548, DECK + 16, 252, 26, p.shadow, { opacity: p.shadowOpacity * 0.9 }) +
    rect(548, DECK, 252, 18, p.wood) +
    rect(548, DECK, 252, 4, p.woodLight) +
    line(`M548 ${DECK + 18}H800`, p.woodDark, 3);
  const railing =
    rect(598, 164, 202, 22, p.glass, { opacity: 0.25 }) +
    line('M612 168L624 182M722 168L734 182', p.cream, 2, { opacity: 0.6 }) +
    line('M599 164H800', p.glass, 2.5, { opacity: 0.9 }) +
    rect(596, 160, 5, 26, p.woodDark, { rx: 1.5 });
  return deck + railing + ladder + shadow(573, 463, 26, 3, p);
}

function couch(p: Palette): string {
  return (
    shadow(714, DECK, 48, 3, p) +
    rect(676, 112, 76, 50, p.mustard, { rx: 14 }) +
    rect(682, 118, 64, 38, p.woodLight, { rx: 10, opacity: 0.35 }) +
    rect(690, 150, 48, 18, p.mustard, { rx: 6 }) +
    rect(668, 138, 18, 42, p.mustard, { rx: 8 }) +
    rect(742, 138, 18, 42, p.mustard, { rx: 8 }) +
    rect(684, 164, 60, 16, p.woodLight, { rx: 4, opacity: 0.55 }) +
    rect(672, 178, 6, 8, p.woodDark) +
    rect(750, 178, 6, 8, p.woodDark) +
    rect(694, 132, 22, 20, p.teal, { rx: 6, transform: 'rotate(-12 705 142)' })
  );
}

function rectangleTable(p: Palette): string {
  return shadow(636, DECK, 34, 3, p) + plankTable(606, 146, 60, 40, p);
}

function centerTable(p: Palette): string {
  return (
    ellipse(716, 168, 30, 6, p.woodLight) +
    path('M686 168V172Q716 180 746 172V168Q716 176 686 168Z', p.woodDark) +
    line('M696 174L692 186M736 174L740 186M716 176V186', p.woodDark, 3)
  );
}

function couchSideTable(p: Palette): string {
  return (
    ellipse(778, 156, 16, 4, p.woodLight) +
    rect(762, 156, 32, 4, p.woodDark) +
    rect(776, 160, 4, 24, p.woodDark) +
    ellipse(778, 185, 10, 2.5, p.woodDark)
  );
}

function pictures(p: Palette): string {
  const frame = (x: number, y: number, w: number, h: number, inner: string) =>
    rect(x, y, w, h, p.woodDark, { rx: 2 }) + rect(x + 3, y + 3, w - 6, h - 6, inner);
  return (
    frame(604, 52, 44, 34, p.skyBottom) +
    path('M607 83L619 66L628 76L636 64L645 83Z', p.green) +
    circle(639, 62, 3, p.mustard) +
    frame(654, 50, 22, 32, p.teal) +
    circle(665, 62, 5, p.cream) +
    rect(662, 68, 6, 10, p.cream, { rx: 3 }) +
    frame(614, 94, 28, 24, p.rose) +
    path('M628 99q6 -5 8 1q-1 6 -8 10q-7 -4 -8 -10q2 -6 8 -1z', p.terracotta) +
    frame(648, 90, 24, 24, p.cream) +
    line('M652 108L658 100L663 106L668 96', p.blue, 2)
  );
}

function foodPlate(p: Palette): string {
  // A burger with salad on a plate, fork beside it: food at a glance even at this size.
  return (
    ellipse(632, 145, 17, 4, p.cream) +
    ellipse(632, 144, 12, 2.5, p.linen) +
    path('M621 140H643V143Q632 146 621 143Z', p.woodLight) +
    rect(620, 136, 24, 4, p.woodDark, { rx: 2 }) +
    path('M619 136Q624 131 628 135Q632 131 636 135Q640 131 645 136Z', p.green) +
    path('M621 134Q621 124 632 124Q643 124 643 134Z', p.mustard) +
    circle(628, 128, 0.8, p.cream) +
    circle(635, 127, 0.8, p.cream) +
    line('M654 146V134M652 134V138M656 134V138', p.metal, 1.2)
  );
}

export const LOFT_ITEMS: readonly RoomItem[] = [
  { level: 32, z: Z.loft, draw: loft },
  { level: 33, z: Z.loftItems, draw: couch },
  { level: 34, z: Z.loftItems, draw: rectangleTable },
  { level: 35, z: Z.onLoftItems, draw: centerTable },
  { level: 36, z: Z.loftItems, draw: couchSideTable },
  { level: 41, z: Z.wall, draw: pictures },
  { level: 48, z: Z.onLoftItems + 1, draw: (p) => coffeeAndCookies(712, 169, 0.55, p) },
  { level: 49, z: Z.onLoftItems, draw: foodPlate },
];
