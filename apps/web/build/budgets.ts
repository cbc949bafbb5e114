import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { PRERENDER_ROUTES } from './prerender-routes';
import { catalogModules, readManifest, routeAssets } from './route-assets';

/**
 * Byte budgets of a first load, in compressed bytes on the wire (brotli, as the server sends them), checked
 * by build/budgets.test.ts on every `npm test`. JS counts the entry, the route's lazy chunks and all their
 * static imports; CSS the stylesheets the route's page inlines; requests the JS and CSS files.
 */
// A ratchet: each figure is what the route costs today plus a little room, so growth fails the test and a
// saving is locked in by lowering the figure. The goals of issue 16 (/ 110 kB, /login 90 kB, /home 170 kB
// of JS) are not met yet: React, the router and the query cache alone are 92 kB (README "Page speed").
// Raised once, on purpose, when issue 17's work joined the prerendered build: the alerts opt-in, the alarm
// choice, the offline note and the install offer load with the timer and the layout (/ +2.9 kB, /home
// +7.3 kB and one request). Raised again for issue 19 (English and German), from / 177, /login 155 and
// /home 246 kB: the Lingui runtime (3 kB), the table of the server's messages (3 kB), and the page's
// catalogs in its language, one chunk per bundle (shell 5.5 kB with the server's messages, focus 5.3 kB,
// account 4.4 kB), preloaded with the page; +12 to +17 kB and two or three requests.
// Lowered for issue 16: zod (23 kB) no longer loads with / and /login (from 191 and 168 kB, 18 requests):
// the API modules' limits, messages and routes have zod-free twins (core api/<area>-plain.ts), answers are
// checked with a schema loaded when they arrive (api-client's loadSchema), the timer's storage by hand.
// /home from 264 kB and 31 requests: the same, and the newsletter modal (with zod for its address field)
// is fetched when the page is idle rather than with the signed-in footer. Then the login and upgrade
// confetti (react-confetti, 3 kB) became a chunk fetched while their overlays run: /login 146 -> 143 kB,
// 17 -> 15 requests; /home 238 -> 235 kB, 26 -> 24 requests. The timer's settings and end-of-session
// dialogs load when the page is idle: / 168 -> 166 kB, /home 235 -> 233 kB. So do the profile menu's
// Invite Friends and Settings dialogs: /home 233 -> 230 kB, and the navbar's About dialog: /login
// 143 -> 142 kB. The shell's message modal and the mobile menu's sheet load when the page is idle, so
// /login loads no Radix dialog code: 142 -> 129 kB, 15 -> 14 requests. Nor does / once the timer's
// mode-switch question and the guest tasks' New Task dialog do the same: 166 -> 152 kB, 17 -> 16 requests.
// The dashboard's upgrade flow modals and its task form dialog follow: /home 230 -> 226 kB. The profile
// dropdown (Radix menu and dialog code, floating-ui, the panel) loads when the page is idle, its button
// drawn meanwhile: /home 226 -> 188 kB, 24 -> 20 requests.
export const BUDGETS: Record<string, { js: number; css: number; requests: number }> = {
  '/': { js: 152 * 1024, css: 10 * 1024, requests: 16 },
  '/login': { js: 129 * 1024, css: 7 * 1024, requests: 14 },
  '/home': { js: 188 * 1024, css: 15 * 1024, requests: 20 },
};

export type RouteWeight = { route: string; js: number; css: number; requests: number; files: string[] };

/** The served size of a built file: its .br sibling, or the file itself when too small to have one. */
function wireBytes(dist: string, file: string): number {
  const full = path.join(dist, file);
  if (existsSync(`${full}.br`)) return statSync(`${full}.br`).size;
  const bytes = readFileSync(full);
  return Math.min(
    bytes.length,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  );
}

export function measureRoutes(dist: string, routes = Object.keys(BUDGETS)): RouteWeight[] {
  const manifest = readManifest(dist);
  return routes.map((route) => {
    const entry = PRERENDER_ROUTES.find((r) => r.path === route);
    if (!entry) throw new Error(`${route} is not prerendered`);
    // In English; another language's catalogs weigh about the same.
    const { js, css } = routeAssets(manifest, [...entry.modules, ...catalogModules(manifest, 'en', entry)]);
    const sum = (files: string[]) => files.reduce((total, file) => total + wireBytes(dist, file), 0);
    return { route, js: sum(js), css: sum(css), requests: js.length + css.length, files: [...js, ...css] };
  });
}
