import { coffeeAndCookies, plankTable } from './coffee-set';
import { glow, shadow } from './paint';
import type { Palette } from './palette';
import type { RoomItem } from './room-item';
import { Z } from './room-item';
import { circle, ellipse, line, path, rect } from './svg';

// The open floor in front of the furniture: rug and coffee table in the middle, the rest around it.

function rug(p: Palette): string {
  return (
    ellipse(390, 550, 178, 44, p.rose) +
    ellipse(390, 550, 158, 36, 'none', { stroke: p.cream, 'stroke-width': 3, 'stroke-dasharray': '10 6' }) +
    ellipse(390, 550, 120, 26, p.terracotta, { opacity: 0.5 }) +
    ellipse(390, 550, 70, 14, p.mustard, { opacity: 0.6 })
  );
}

function centerTable(p: Palette): string {
  return (
    shadow(390, 562, 66, 8, p) +
    line('M344 522L338 560M436 522L442 560M390 526V564', p.woodDark, 6) +
    ellipse(390, 516, 64, 13, p.woodLight) +
    path('M326 516V523Q390 542 454 523V516Q390 535 326 516Z', p.wood)
  );
}

function candles(p: Palette): string {
  const candle = (x: number, h: number) =>
    rect(x - 5, 514 - h, 10, h, p.cream, { rx: 2 }) +
    line(`M${x} ${514 - h}v-3`, p.ink, 1) +
    path(`M${x} ${514 - h - 12}q4 5 0 9q-4 -4 0 -9z`, p.flame);
  return glow(424, 486, 70, p) + candle(412, 22) + candle(425, 30) + candle(438, 16);
}

function exercise(p: Palette): string {
  const dumbbell = (x: number, y: number) =>
    line(`M${x} ${y}H${x + 44}`, p.metal, 4) +
    rect(x + 2, y - 8, 8, 16, p.ink, { rx: 2 }) +
    rect(x + 34, y - 8, 8, 16, p.ink, { rx: 2 });
  return (
    shadow(666, 592, 64, 5, p) +
    rect(604, 548, 76, 22, p.teal, { rx: 11 }) +
    ellipse(606, 559, 8, 11, p.tealDark) +
    path('M606 559m-2 0a2 2 0 1 1 4 0a4 4 0 1 1 -8 0a6 6 0 1 1 12 0', 'none', {
      stroke: p.teal,
      'stroke-width': 1.4,
    }) +
    dumbbell(614, 582) +
    dumbbell(646, 586) +
    circle(712, 572, 15, p.ink) +
    path('M701 562Q700 546 712 546Q724 546 723 562', 'none', { stroke: p.ink, 'stroke-width': 5 }) +
    circle(707, 567, 3, p.metal, { opacity: 0.6 })
  );
}

function carpet(p: Palette): string {
  // A striped, fringed runner: rectangular and fringed, unlike the oval rug.
  let fringe = '';
  for (let x = 614; x <= 796; x += 6) fringe += `M${x} 532v6`;
  return (
    path('M626 480H790L798 532H612Z', p.blue) +
    path('M622 492H792L794 502H620ZM617 512H795L797 520H615Z', p.cream, { opacity: 0.8 }) +
    path('M700 496l8 -3l8 3l-8 3z', p.mustard) +
    line(fringe, p.cream, 1.5)
  );
}

function sideTableWithBook(p: Palette): string {
  return (
    shadow(588, 548, 28, 4, p) +
    plankTable(562, 494, 52, 52, p) +
    path('M588 494L566 490L568 480L588 485Z', p.cream) +
    path('M588 494L610 490L608 480L588 485Z', p.linen) +
    line('M571 485l12 2M571 488l12 2M593 487l12 -2M593 490l12 -2', p.metal, 0.8) +
    line('M588 485V494', p.woodDark, 1)
  );
}

function largeHouseplant(p: Palette): string {
  // A monstera: big split leaves on long stems, the largest plant in the room.
  const leaf = (x: number, y: number, tilt: number, s: number, c: string) =>
    path('M0 0C-20 -8 -24 -34 0 -48C24 -34 20 -8 0 0Z', c, {
      transform: `translate(${x} ${y}) rotate(${tilt}) scale(${s})`,
    }) +
    path('M0 -4V-44M-2 -16L-16 -22M2 -24L16 -30M-2 -30L-14 -38M2 -12L18 -14', 'none', {
      stroke: p.greenDark,
      'stroke-width': 2.5,
      transform: `translate(${x} ${y}) rotate(${tilt}) scale(${s})`,
    });
  const stems = line(
    'M772 540Q760 500 744 470M772 540Q776 480 772 440M772 540Q792 500 800 478M772 540Q750 520 728 520',
    p.greenDark,
    3,
  );
  return (
    shadow(772, 596, 32, 5, p) +
    stems +
    leaf(744, 474, -40, 1, p.green) +
    leaf(772, 444, 0, 1.1, p.green) +
    leaf(800, 482, 40, 0.95, p.greenDark) +
    leaf(728, 522, -70, 0.9, p.greenDark) +
    path('M748 540H798L792 596H754Z', p.pot) +
    rect(744, 534, 58, 10, p.terracotta, { rx: 3 })
  );
}

function cat(p: Palette): string {
  const fur = p.theme === 'dark' ? '#8d8aa3' : '#9a9391';
  const eye = p.theme === 'dark' ? '#f5d76e' : '#6fae5a';
  return (
    shadow(504, 584, 30, 5, p) +
    path('M518 578Q548 578 540 556Q536 544 528 548', 'none', { stroke: fur, 'stroke-width': 7 }) +
    path('M484 582Q480 546 500 534Q520 546 516 582Z', fur) +
    path('M492 580Q490 560 500 552Q510 560 508 580Z', p.cream) +
    ellipse(493, 580, 6, 4, p.cream) +
    ellipse(507, 580, 6, 4, p.cream) +
    path('M486 520L488 502L498 512ZM514 520L512 502L502 512Z', fur) +
    path('M489 514L490 506L495 511ZM511 514L510 506L505 511Z', p.rose) +
    circle(500, 522, 15, fur) +
    line('M494 510v5M500 508v6M506 510v5', p.ink, 1.5, { opacity: 0.35 }) +
    ellipse(494.5, 521, 2.6, 3.2, eye) +
    ellipse(505.5, 521, 2.6, 3.2, eye) +
    ellipse(494.5, 521, 0.9, 2.4, p.ink) +
    ellipse(505.5, 521, 0.9, 2.4, p.ink) +
    path('M498 527h4l-2 2z', p.rose) +
    line('M497 530q3 2 6 0M488 528l-10 -2M488 531l-10 2M512 528l10 -2M512 531l10 2', p.ink, 0.8)
  );
}

export const FLOOR_ITEMS: readonly RoomItem[] = [
  { level: 6, z: Z.floorCovering, draw: rug },
  { level: 7, z: Z.foreground, draw: centerTable },
  { level: 11, z: Z.front, draw: exercise },
  { level: 13, z: Z.foreground + 1, draw: (p) => coffeeAndCookies(372, 516, 1, p) },
  { level: 27, z: Z.foreground + 1, draw: candles },
  { level: 40, z: Z.floorCovering, draw: carpet },
  { level: 42, z: Z.front + 1, draw: largeHouseplant },
  { level: 46, z: Z.foreground, draw: sideTableWithBook },
  { level: 50, z: Z.front + 2, draw: cat },
];
