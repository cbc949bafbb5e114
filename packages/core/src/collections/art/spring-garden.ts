import { leaf, shadow } from '../../room/paint';
import type { Palette } from '../../room/palette';
import { circle, ellipse, line, path, rect } from '../../room/svg';
import { swag } from './art-helpers';
import type { ItemArt } from './item-art';

function flower(x: number, y: number, r: number, petals: string, heart: string): string {
  let out = '';
  for (let i = 0; i < 5; i++) {
    const a = (i * 2 * Math.PI) / 5;
    out += circle(x + Math.sin(a) * r, y - Math.cos(a) * r, r * 0.8, petals);
  }
  return out + circle(x, y, r * 0.7, heart);
}

function seedlings(p: Palette): string {
  const sprout = (x: number, h: number) =>
    line(`M${x} 274V${274 - h}`, p.greenDark, 1.5) +
    leaf(x, 274 - h, 8, 3, -55, p.greenLight) +
    leaf(x, 274 - h, 8, 3, 55, p.green);
  return (
    sprout(135, 12) +
    sprout(143, 16) +
    sprout(151, 10) +
    path('M128 272H158L155 288H131Z', p.pot) +
    rect(127, 270, 32, 5, p.terracotta, { rx: 2 })
  );
}

function flowerGarland(p: Palette): string {
  const { cord, points } = swag([78, 36], [112, 60], [146, 36], 5, p);
  const colors = [p.rose, p.mustard, p.cream, p.rose, p.mustard];
  const blooms = points
    .map(
      ([x, y], i) =>
        leaf(x, y, 9, 3, i % 2 ? 120 : -120, p.green) + flower(x, y, 3.5, colors[i] ?? p.rose, p.terracotta),
    )
    .join('');
  return cord + blooms;
}

function tulips(p: Palette): string {
  const tulip = (x: number, y: number, c: string) =>
    path(
      `M${x - 5} ${y}Q${x - 6} ${y - 9} ${x - 3} ${y - 11}L${x} ${y - 6}L${x + 3} ${y - 11}Q${x + 6} ${y - 9} ${x + 5} ${y}Q${x} ${y + 4} ${x - 5} ${y}Z`,
      c,
    );
  return (
    shadow(259, 166, 20, 2, p) +
    line('M252 150Q246 142 242 138M259 150V136M266 150Q272 142 276 138', p.greenDark, 2) +
    leaf(256, 150, 16, 4, -30, p.green) +
    leaf(262, 150, 16, 4, 30, p.green) +
    tulip(242, 139, p.rose) +
    tulip(259, 137, p.terracotta) +
    tulip(276, 139, p.mustard) +
    path('M249 148H269L266 165H252Z', p.teal) +
    ellipse(259, 148, 10, 2, p.tealDark)
  );
}

function pressedFlowers(p: Palette): string {
  return (
    rect(486, 74, 52, 48, p.shadow, { opacity: p.shadowOpacity, rx: 2 }) +
    rect(484, 70, 52, 48, p.woodLight, { rx: 2 }) +
    rect(489, 75, 42, 38, p.cream) +
    line('M510 108Q508 96 511 84M510 100L502 94M511 92L518 86', p.greenDark, 1.5) +
    flower(511, 84, 3, p.rose, p.mustard) +
    flower(501, 93, 2.4, p.blue, p.cream) +
    flower(519, 85, 2.4, p.mustard, p.terracotta) +
    line('M510 66L496 70M510 66L524 70', p.ink, 1)
  );
}

function wateringCan(p: Palette): string {
  return (
    shadow(312, 499, 24, 3, p) +
    line('M324 486L336 468', p.tealDark, 4) +
    ellipse(337, 466, 3, 2, p.tealDark) +
    path('M302 476Q312 462 322 476', 'none', { stroke: p.tealDark, 'stroke-width': 3 }) +
    rect(298, 474, 28, 24, p.teal, { rx: 3 }) +
    rect(298, 480, 28, 3, p.tealDark, { opacity: 0.6 }) +
    flower(312, 489, 2.6, p.cream, p.mustard)
  );
}

function hangingPlanter(p: Palette): string {
  const trail = (x: number, len: number) => {
    let out = line(`M${x} 152Q${x - 3} ${152 + len / 2} ${x} ${152 + len}`, p.greenDark, 1.2);
    for (let y = 158; y < 152 + len; y += 6) out += leaf(x, y, 6, 2.5, y % 12 ? 140 : -140, p.green);
    return out;
  };
  return (
    circle(84, 96, 2.2, p.ink) +
    line('M84 96L70 140M84 96L84 140M84 96L98 140', p.linen, 1.5) +
    line('M74 128H94', p.linen, 1.5) +
    leaf(80, 140, 14, 5, -30, p.green) +
    leaf(88, 140, 14, 5, 35, p.greenLight) +
    leaf(84, 140, 16, 5, 0, p.green) +
    trail(72, 22) +
    trail(96, 18) +
    path('M68 140H100L96 156H72Z', p.cream) +
    rect(67, 139, 34, 4, p.linen, { rx: 2 })
  );
}

export const SPRING_GARDEN_ART: Readonly<Record<string, ItemArt>> = {
  'spring-seedlings': seedlings,
  'spring-flower-garland': flowerGarland,
  'spring-tulips': tulips,
  'spring-pressed-flowers': pressedFlowers,
  'spring-watering-can': wateringCan,
  'spring-hanging-planter': hangingPlanter,
};
