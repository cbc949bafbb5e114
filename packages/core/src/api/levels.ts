import { z } from 'zod';
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

export const UPGRADE_MESSAGES = {
  notEnoughCoins: (cost: number) => serverMessage('notEnoughCoins', { cost }),
  maxLevel: serverMessage('maxLevel', { max: MAX_LEVEL }),
  notLoggedIn: M.upgradeNotLoggedIn,
  invalidLevel: serverMessage('levelInvalid', { max: MAX_LEVEL }),
  upgradedOne: (level: number) => serverMessage('upgradedOneLevel', { level }),
  upgradedMany: (count: number, coins: number) => serverMessage('upgradedLevels', { count, coins }),
} as const;

/** A level in a path or query string: a whole number 1..50. */
export const levelParamSchema = z.coerce
  .number({ error: UPGRADE_MESSAGES.invalidLevel })
  .int(UPGRADE_MESSAGES.invalidLevel)
  .min(1, UPGRADE_MESSAGES.invalidLevel)
  .max(MAX_LEVEL, UPGRADE_MESSAGES.invalidLevel);

export const roomImagesSchema = z.object({ imageLight: z.string(), imageDark: z.string() });
export type RoomImages = z.infer<typeof roomImagesSchema>;

/** GET /api/auth/user-level[?preview=n]: images are level n's when preview is given. */
export const userLevelQuerySchema = z.object({ preview: levelParamSchema.optional() });
export const userLevelResponseSchema = roomImagesSchema.extend({
  level: z.number().int(),
  coins: z.number().int(),
});
export type UserLevelResponse = z.infer<typeof userLevelResponseSchema>;

export const levelPreviewParamsSchema = z.object({ level: levelParamSchema });

/** GET /api/auth/can-level-upgrade. upgradeCost is null at the maximum level. */
export const canLevelUpgradeResponseSchema = z.object({
  upgradeCost: z.number().int().nullable(),
  maxLevelUpgrades: z.number().int(),
  isMaxLevel: z.boolean(),
});
export type CanLevelUpgradeResponse = z.infer<typeof canLevelUpgradeResponseSchema>;

/** PATCH /api/auth/updateLevel and /api/auth/updateMultipleLevels (empty bodies). */
export const upgradeResponseSchema = roomImagesSchema.extend({
  message: z.string(),
  newLevel: z.number().int(),
  newCoins: z.number().int(),
  levelsUpgraded: z.number().int(),
  totalCostSpent: z.number().int(),
});
export type UpgradeResponse = z.infer<typeof upgradeResponseSchema>;

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
