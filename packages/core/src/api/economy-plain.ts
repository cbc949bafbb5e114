// The economy contract without zod (limits, messages, route descriptors), for web code that runs on a first
// load (docs/decisions/016-small-first-chunk.md); economy.ts re-exports it with the schemas.
import type { ApiRoute } from './route';

/**
 * Largest single claim accepted. A countdown may run 9999 minutes, so one claim may carry that many
 * coins; anything beyond is not a plausible client and is refused (what is credited is bounded anyway).
 */
export const MAX_COINS_PER_CLAIM = 10_000;
/** 24 h of measured seconds / 1.9: more than one day of focus in a single claim is refused. */
export const MAX_TIME_UNITS_PER_CLAIM = 45_475;
/** Focus coins credited per user per UTC day at most (docs/product-rules.md#wall-clock-bound). */
export const DAILY_FOCUS_COIN_CAP = 1440;

// The endpoints of this area: method and path, for the server to register and the web to call (api/route.ts).
export const saveCoinRoute = { method: 'POST', path: '/api/auth/save-coin' } as const satisfies ApiRoute;
export const updateTimeSpentRoute = {
  method: 'POST',
  path: '/api/user-activity/update-time-spent',
} as const satisfies ApiRoute;
export const totalTimeSpentRoute = {
  method: 'GET',
  path: '/api/user-activity/total-time-spent',
} as const satisfies ApiRoute;
export const totalCoinsEarnedRoute = {
  method: 'GET',
  path: '/api/user-activity/total-coins-earned',
} as const satisfies ApiRoute;
export const coinsSpentRoute = {
  method: 'GET',
  path: '/api/user-activity/coins-spent',
} as const satisfies ApiRoute;
export const userStatsRoute = { method: 'GET', path: '/api/user/stats' } as const satisfies ApiRoute;
