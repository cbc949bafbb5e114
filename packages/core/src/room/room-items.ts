import { BED_ITEMS } from './items-bed';
import type { RoomItem } from './room-item';
import { Z } from './room-item';
import { drawRoomShell } from './room-shell';

/** Every level's item, each exactly once (the composition test checks this against MAX_LEVEL). */
export const ROOM_ITEMS: readonly RoomItem[] = [{ level: 1, z: Z.shell, draw: drawRoomShell }, ...BED_ITEMS];
