// The usage contract without zod (limits, messages, route descriptors), for web code that runs on a first
// load (docs/decisions/016-small-first-chunk.md); usage.ts re-exports it with the schemas.
import type { ApiRoute } from './route';

/**
 * Consented usage reports (docs/product-rules.md#usage-reports). The browser sends them only after the
 * visitor allowed analytics on /cookies. `visitorId` is a random id the browser made after consent, so a
 * profile counts once however often it reports (a theme change reports again with the same id).
 */
export const BROWSERS = ['Chrome', 'Firefox', 'Safari', 'Edge', 'Opera', 'Other'] as const;
export type BrowserName = (typeof BROWSERS)[number];
export const THEMES = ['light', 'dark'] as const;

// The endpoints of this area: method and path, for the server to register and the web to call (api/route.ts).
// Sent by the usage-report chunk, which loads without zod (decision 016).
export { trackBrowserRoute } from './shell-routes';
export const focusPeriodRoute = {
  method: 'POST',
  path: '/api/user-activity/focus-period',
} as const satisfies ApiRoute;
