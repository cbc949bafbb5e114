import { z } from 'zod';
import { serverMessage } from '../i18n/server-messages';
import { MAX_COINS_PER_CLAIM, MAX_TIME_UNITS_PER_CLAIM } from './economy-plain';

export * from './economy-plain';

const wholeNumber = (field: string, max: number) =>
  z
    .number({ error: serverMessage('fieldNumber', { field }) })
    .int(serverMessage('fieldWholeNumber', { field }))
    .min(0, serverMessage('fieldNegative', { field }))
    .max(max, serverMessage('fieldMax', { field, max }));

/** POST /api/auth/save-coin: the coins the timer says were just earned. */
export const saveCoinRequestSchema = z.object({ coins: wholeNumber('coins', MAX_COINS_PER_CLAIM) });
/**
 * `credited` is what the server accepted (claims beyond what wall-clock time allows are cut, which is
 * not an error); `coins` is the balance after it.
 */
export const saveCoinResponseSchema = z.object({
  credited: z.number().int(),
  coins: z.number().int(),
});
export type SaveCoinResponse = z.infer<typeof saveCoinResponseSchema>;

/**
 * POST /api/user-activity/update-time-spent: measured focus seconds / 1.9, rounded
 * (docs/product-rules.md#focus-time).
 */
export const updateTimeSpentRequestSchema = z.object({
  timeSpentInSeconds: wholeNumber('timeSpentInSeconds', MAX_TIME_UNITS_PER_CLAIM),
});
/** `credited` and `totalTimeSpent` are in the unit the client sends (measured seconds / 1.9). */
export const updateTimeSpentResponseSchema = z.object({
  credited: z.number().int(),
  totalTimeSpent: z.number().int(),
});
export type UpdateTimeSpentResponse = z.infer<typeof updateTimeSpentResponseSchema>;

/**
 * GET /api/user-activity/total-time-spent. Seconds as the client reported them, i.e. measured seconds divided
 * by 1.9: the profile shows this number as hours and minutes (docs/product-rules.md#profile-menu).
 */
export const totalTimeSpentResponseSchema = z.object({ totalTimeSpent: z.number().int() });
export type TotalTimeSpentResponse = z.infer<typeof totalTimeSpentResponseSchema>;

export const totalCoinsEarnedResponseSchema = z.object({ totalCoinsEarned: z.number().int() });
export type TotalCoinsEarnedResponse = z.infer<typeof totalCoinsEarnedResponseSchema>;

export const coinsSpentResponseSchema = z.object({ coinsSpent: z.number().int() });
export type CoinsSpentResponse = z.infer<typeof coinsSpentResponseSchema>;

/**
 * GET /api/user/stats: what the profile's stats list needs from the economy. Always
 * currentCoins = totalCoinsEarned − coinsSpent (earned counts focus, task and admin adjustments;
 * spent counts upgrades and collection items, the latter also in collectionCoinsSpent). Task counts
 * come from GET /api/tasks/completed.
 */
export const userStatsResponseSchema = z.object({
  currentCoins: z.number().int(),
  totalCoinsEarned: z.number().int(),
  coinsSpent: z.number().int(),
  collectionCoinsSpent: z.number().int(),
  totalTimeSpent: z.number().int(),
  level: z.number().int(),
});
export type UserStatsResponse = z.infer<typeof userStatsResponseSchema>;
