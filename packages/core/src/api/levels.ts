import { z } from 'zod';
import { MAX_LEVEL } from '../levels/level-names';
import { UPGRADE_MESSAGES } from './levels-plain';

export * from './levels-plain';

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
