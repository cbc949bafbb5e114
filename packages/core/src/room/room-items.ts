import { BED_ITEMS } from './items-bed';
import { DESK_ITEMS } from './items-desk';
import { FLOOR_ITEMS } from './items-floor';
import { LOFT_ITEMS } from './items-loft';
import { SHELF_ITEMS } from './items-shelves';
import { STORAGE_ITEMS } from './items-storage';
import { WINDOW_ITEMS } from './items-window';
import type { RoomItem } from './room-item';
import { Z } from './room-item';
import { drawRoomShell } from './room-shell';

/** Every level's item, each exactly once (the composition test checks this against MAX_LEVEL). */
export const ROOM_ITEMS: readonly RoomItem[] = [
  { level: 1, z: Z.shell, draw: drawRoomShell },
  ...BED_ITEMS,
  ...DESK_ITEMS,
  ...SHELF_ITEMS,
  ...WINDOW_ITEMS,
  ...STORAGE_ITEMS,
  ...LOFT_ITEMS,
  ...FLOOR_ITEMS,
];
