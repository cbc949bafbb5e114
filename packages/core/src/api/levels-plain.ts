// The levels contract without zod (limits, messages, route descriptors), for web code that runs on a first
// load (docs/decisions/016-small-first-chunk.md); levels.ts re-exports it with the schemas.
import { SERVER_MESSAGES as M, serverMessage } from '../i18n/server-messages';
import { MAX_LEVEL } from '../levels/level-names';
import type { ApiRoute } from './route';

export type RoomImageTheme = 'light' | 'dark';

/** Bumped whenever the room art changes, so browsers drop pictures cached "forever". */
export const ROOM_ART_VERSION = 'v1';

/** The stable, cacheable URL of a room picture (served by GET /api/rooms/{version}/{level}/{theme}.svg). */
export function roomImageUrl(level: number, theme: RoomImageTheme): string {
  return roomImageRoute.url(level, theme);
}

/**
 * The picture URLs of a level. Admins may set a level outside 1..MAX_LEVEL; the picture is clamped. The
 * server answers these with the level, and the web shows them for the level the session remembers until
 * that answer arrives.
 */
export function roomImagesFor(level: number): { imageLight: string; imageDark: string } {
  const shown = Math.min(Math.max(Math.trunc(level) || 1, 1), MAX_LEVEL);
  return { imageLight: roomImageUrl(shown, 'light'), imageDark: roomImageUrl(shown, 'dark') };
}

export const UPGRADE_MESSAGES = {
  notEnoughCoins: (cost: number) => serverMessage('notEnoughCoins', { cost }),
  maxLevel: serverMessage('maxLevel', { max: MAX_LEVEL }),
  notLoggedIn: M.upgradeNotLoggedIn,
  invalidLevel: serverMessage('levelInvalid', { max: MAX_LEVEL }),
  upgradedOne: (level: number) => serverMessage('upgradedOneLevel', { level }),
  upgradedMany: (count: number, coins: number) => serverMessage('upgradedLevels', { count, coins }),
} as const;

// The endpoints of this area: method and path, for the server to register and the web to call (api/route.ts).
export const userLevelRoute = { method: 'GET', path: '/api/auth/user-level' } as const satisfies ApiRoute;
export const levelPreviewRoute = {
  method: 'GET',
  path: '/api/auth/level-preview/:level',
  url: (level: number) => `/api/auth/level-preview/${level}`,
} as const satisfies ApiRoute;
export const canLevelUpgradeRoute = {
  method: 'GET',
  path: '/api/auth/can-level-upgrade',
} as const satisfies ApiRoute;
export const upgradeLevelRoute = {
  method: 'PATCH',
  path: '/api/auth/updateLevel',
} as const satisfies ApiRoute;
export const upgradeMultipleLevelsRoute = {
  method: 'PATCH',
  path: '/api/auth/updateMultipleLevels',
} as const satisfies ApiRoute;
export const roomImageRoute = {
  method: 'GET',
  path: `/api/rooms/${ROOM_ART_VERSION}/:level/:file`,
  url: (level: number, theme: RoomImageTheme) => `/api/rooms/${ROOM_ART_VERSION}/${level}/${theme}.svg`,
} as const satisfies ApiRoute;
