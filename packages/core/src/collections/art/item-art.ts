import type { Palette } from '../../room/palette';

/** One collection item's drawing, in the room picture's coordinates, inside the item's box. */
export type ItemArt = (p: Palette) => string;
