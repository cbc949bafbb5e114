import type { ApiRoute } from './route';

// The endpoints called by web code that must not load zod (docs/decisions/016-small-first-chunk.md): the
// app shell (its language switch included) and the consented usage reports. They live in this module, which imports nothing at run time;
// auth.ts, system.ts and usage.ts re-export them with the rest of their area.

/** GET /api/auth/verify-session: is this token's session still valid, and whose is it. */
export const verifySessionRoute = {
  method: 'GET',
  path: '/api/auth/verify-session',
} as const satisfies ApiRoute;
/** POST /api/auth/logout: ends this token's session. */
export const logoutRoute = { method: 'POST', path: '/api/auth/logout' } as const satisfies ApiRoute;
/** GET /api/config: the run-time settings (support address, Google client id, playlist). */
export const publicConfigRoute = { method: 'GET', path: '/api/config' } as const satisfies ApiRoute;
/** POST /api/admin/track-browser: a consented usage report (public, see usage.ts). */
export const trackBrowserRoute = {
  method: 'POST',
  path: '/api/admin/track-browser',
} as const satisfies ApiRoute;
/** PUT /api/user/language: the signed-in account's language, saved by the language switch. */
export const accountLanguageRoute = { method: 'PUT', path: '/api/user/language' } as const satisfies ApiRoute;
/**
 * PUT /api/presence/timer: the timer's phase for the user's study groups (docs/product-rules.md#live-presence),
 * reported from every page with a timer.
 */
export const reportTimerRoute = { method: 'PUT', path: '/api/presence/timer' } as const satisfies ApiRoute;
