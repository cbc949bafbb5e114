import type { Palette } from './palette';

/**
 * One level's contribution to the picture. `z` is the paint order (back wall first, foreground last),
 * which differs from the level order: a later rug must still lie under an earlier table.
 */
export interface RoomItem {
  readonly level: number;
  readonly z: number;
  readonly draw: (p: Palette) => string;
}

/** Paint layers, back to front. */
export const Z = {
  shell: 0,
  wall: 10,
  furniture: 20,
  onFurniture: 22,
  loftItems: 30,
  onLoftItems: 32,
  loft: 40,
  floorCovering: 50,
  foreground: 55,
  front: 60,
} as const;
