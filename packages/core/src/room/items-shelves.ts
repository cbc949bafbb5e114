import { leaf, shadow } from './paint';
import type { Palette } from './palette';
import type { RoomItem } from './room-item';
import { Z } from './room-item';
import { circle, line, path, rect } from './svg';

// Two floating bookshelves above the desk; each books level fills another stretch of shelf.

const SHELF_A = 170;
const SHELF_B = 240;

type BookColor = 'teal' | 'terracotta' | 'mustard' | 'rose' | 'blue' | 'cream' | 'tealDark' | 'woodDark';

/** A row of upright books standing on a shelf at baseline `y`, left to right from `x`. */
function bookRow(x: number, y: number, books: readonly [number, number, BookColor][], p: Palette): string {
  let out = '';
  let cx = x;
  for (const [w, h, color] of books) {
    out += rect(cx, y - h, w, h, p[color], { rx: 1 }) + rect(cx, y - h + 5, w, 2, p.ink, { opacity: 0.2 });
    cx += w + 1;
  }
  return out;
}

function bookshelves(p: Palette): string {
  const shelf = (y: number) =>
    rect(300, y, 200, 8, p.woodLight, { rx: 2 }) +
    rect(300, y + 8, 200, 3, p.woodDark) +
    path(`M318 ${y + 11}h8l-8 14z M474 ${y + 11}h8v14z`, p.metal);
  // A few books come with the shelves so they read as bookshelves before the Books level.
  const starter =
    bookRow(
      392,
      SHELF_A,
      [
        [8, 34, 'terracotta'],
        [7, 30, 'cream'],
      ],
      p,
    ) +
    path(`M408 ${SHELF_A}L424 ${SHELF_A - 30}L430 ${SHELF_A - 27}L416 ${SHELF_A}Z`, p.teal) +
    rect(380, SHELF_B - 8, 34, 8, p.blue, { rx: 1 }) +
    rect(383, SHELF_B - 15, 28, 7, p.mustard, { rx: 1 });
  return (
    shadow(400, SHELF_A + 16, 100, 3, p) +
    shadow(400, SHELF_B + 16, 100, 3, p) +
    shelf(SHELF_A) +
    shelf(SHELF_B) +
    starter
  );
}

function books(p: Palette): string {
  return bookRow(
    306,
    SHELF_A,
    [
      [9, 40, 'blue'],
      [7, 36, 'mustard'],
      [10, 44, 'tealDark'],
      [8, 38, 'rose'],
      [6, 33, 'cream'],
      [11, 42, 'terracotta'],
      [8, 37, 'teal'],
      [9, 40, 'woodDark'],
    ],
    p,
  );
}

function additionalBooks(p: Palette): string {
  return (
    bookRow(
      434,
      SHELF_A,
      [
        [8, 36, 'rose'],
        [10, 40, 'blue'],
        [7, 32, 'mustard'],
      ],
      p,
    ) + path(`M463 ${SHELF_A}L471 ${SHELF_A - 36}L478 ${SHELF_A - 34}L470 ${SHELF_A}Z`, p.tealDark)
  );
}

function moreBooks(p: Palette): string {
  return bookRow(
    306,
    SHELF_B,
    [
      [8, 36, 'terracotta'],
      [10, 41, 'cream'],
      [7, 34, 'tealDark'],
      [9, 38, 'mustard'],
      [8, 42, 'blue'],
      [11, 36, 'rose'],
      [7, 33, 'teal'],
    ],
    p,
  );
}

function booksAndStuff(p: Palette): string {
  // Lying books, a first-aid box, a roll of tape and a torch: "useful stuff" at a glance.
  return (
    rect(426, SHELF_B - 8, 36, 8, p.tealDark, { rx: 1 }) +
    rect(429, SHELF_B - 15, 30, 7, p.rose, { rx: 1 }) +
    rect(431, SHELF_B - 32, 24, 17, p.cream, { rx: 2 }) +
    path(`M441 ${SHELF_B - 29}h4v4h4v4h-4v4h-4v-4h-4v-4h4z`, p.terracotta) +
    circle(474, SHELF_B - 9, 9, p.mustard) +
    circle(474, SHELF_B - 9, 4, p.wall) +
    rect(485, SHELF_B - 8, 13, 8, p.metal, { rx: 2 }) +
    rect(494, SHELF_B - 10, 5, 12, p.ink, { rx: 1 })
  );
}

function climber(p: Palette): string {
  // A pothos on the top shelf, its vines trailing down past the lower shelf.
  const spots: readonly [number, number, number][] = [
    [478, 182, -60],
    [482, 198, 60],
    [476, 214, -60],
    [481, 232, 60],
    [475, 254, -60],
    [479, 274, 60],
    [494, 186, 60],
    [498, 204, -60],
    [492, 222, 60],
    [497, 262, -60],
    [493, 286, 60],
    [470, 150, -40],
    [490, 146, 30],
    [480, 140, -10],
    [500, 156, 60],
  ];
  let leaves = '';
  for (const [x, y, a] of spots) leaves += leaf(x, y, 13, 7, a + 180, (x + y) % 3 ? p.green : p.greenDark);
  return (
    line('M480 170Q472 210 480 240Q486 262 478 280M494 170Q500 220 494 290', p.greenDark, 1.5) +
    leaves +
    path(`M472 ${SHELF_A - 18}H502L498 ${SHELF_A}H476Z`, p.cream) +
    rect(470, SHELF_A - 20, 34, 5, p.linen, { rx: 2 })
  );
}

export const SHELF_ITEMS: readonly RoomItem[] = [
  { level: 4, z: Z.wall, draw: bookshelves },
  { level: 8, z: Z.wall, draw: books },
  { level: 24, z: Z.wall, draw: additionalBooks },
  { level: 28, z: Z.wall, draw: moreBooks },
  { level: 30, z: Z.wall, draw: climber },
  { level: 44, z: Z.wall, draw: booksAndStuff },
];
