import { COLLECTION_ITEMS, type CollectionItemDef } from './catalogue';
import type { Box } from './placement-box';

/**
 * Where each level item (2..50) is drawn in the finished room: the bounding box of its day drawing,
 * shadows included, measured in a browser with getBBox() (scripts/measure-room-items.ts prints this
 * table and checks that every collection item's drawing stays inside its own box). Level 1 is the room
 * itself (walls, floor, window), on which everything stands. A collection item's box must not overlap
 * any of these, so what the user built for 50 levels is never covered (docs/product-rules.md#collections).
 */
export const LEVEL_ITEM_BOUNDS: Readonly<Record<number, Box>> = {
  2: { x: 25, y: 322, w: 200, h: 200 },
  3: { x: 206, y: 340, w: 60, h: 115 },
  4: { x: 300, y: 136, w: 200, h: 129 },
  5: { x: 592, y: 352, w: 112, h: 105 },
  6: { x: 212, y: 506, w: 356, h: 88 },
  7: { x: 324, y: 503, w: 132, h: 67 },
  8: { x: 306, y: 126, w: 75, h: 44 },
  9: { x: 284, y: 280, w: 232, h: 176 },
  10: { x: 306, y: 376, w: 64, h: 78 },
  11: { x: 598, y: 546, w: 132, h: 51 },
  12: { x: 606, y: 228, w: 88, h: 82 },
  13: { x: 342, y: 470, w: 62, h: 51 },
  14: { x: 682, y: 44, w: 58, h: 59 },
  15: { x: 52, y: 231, w: 35, h: 59 },
  16: { x: 483, y: 334, w: 90, h: 121 },
  17: { x: 302, y: 261, w: 50, h: 79 },
  18: { x: 132, y: 527, w: 88, h: 30 },
  19: { x: 446, y: 401, w: 40, h: 53 },
  20: { x: 607, y: 311, w: 34, h: 43 },
  21: { x: 656, y: 318, w: 34, h: 34 },
  22: { x: 163, y: 260, w: 34, h: 30 },
  23: { x: 240, y: 368, w: 17, h: 23 },
  24: { x: 434, y: 130, w: 44, h: 40 },
  25: { x: 2, y: 500, w: 122, h: 97 },
  26: { x: 454, y: 316, w: 23, h: 24 },
  27: { x: 407, y: 472, w: 36, h: 42 },
  28: { x: 306, y: 198, w: 66, h: 42 },
  29: { x: 474, y: 297, w: 37, h: 49 },
  30: { x: 467, y: 140, w: 43, h: 154 },
  31: { x: 250, y: 344, w: 51, h: 110 },
  32: { x: 547, y: 140, w: 253, h: 326 },
  33: { x: 666, y: 112, w: 96, h: 77 },
  34: { x: 602, y: 146, w: 68, h: 43 },
  35: { x: 686, y: 162, w: 60, h: 24 },
  36: { x: 762, y: 152, w: 32, h: 36 },
  37: { x: 700, y: 314, w: 100, h: 143 },
  38: { x: 220, y: 168, w: 68, h: 125 },
  39: { x: 706, y: 204, w: 90, h: 24 },
  40: { x: 612, y: 480, w: 186, h: 58 },
  41: { x: 604, y: 50, w: 72, h: 68 },
  42: { x: 682, y: 391, w: 160, h: 210 },
  43: { x: 728, y: 216, w: 52, h: 92 },
  44: { x: 426, y: 208, w: 73, h: 34 },
  45: { x: 99, y: 366, w: 52, h: 57 },
  46: { x: 560, y: 480, w: 56, h: 72 },
  47: { x: -11, y: 314, w: 68, h: 140 },
  48: { x: 695, y: 143, w: 35, h: 29 },
  49: { x: 615, y: 124, w: 41, h: 25 },
  50: { x: 474, y: 502, w: 68, h: 87 },
};

/** The room picture's own box: every collection item lies inside it. */
export const ROOM_BOX: Box = { x: 0, y: 0, w: 800, h: 600 };

/**
 * The collection items to draw, from the ids a user shows: unknown ids are left out (an item the catalogue
 * no longer has), duplicates are drawn once, and the order is the catalogue's, so a picture depends only
 * on which items are shown.
 */
export function placedItems(shownIds: Iterable<string>): CollectionItemDef[] {
  const shown = new Set(shownIds);
  return COLLECTION_ITEMS.filter((def) => shown.has(def.id));
}
