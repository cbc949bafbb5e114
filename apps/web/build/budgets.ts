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
// saving is locked in by lowering the figure. Of the goals of issue 16 (/ 110 kB, /login 90 kB, /home 170 kB
// of JS), only /home's was met while React DOM alone weighed 54 kB (README "Page speed").
// Raised once, on purpose, when issue 17's work joined the prerendered build: the alerts opt-in, the alarm
// choice, the offline note and the install offer load with the timer and the layout (/ +2.9 kB, /home
// +7.3 kB and one request). Raised again for issue 19 (English and German), from / 177, /login 155 and
// /home 246 kB: the Lingui runtime (3 kB), the table of the server's messages (3 kB), and the page's
// catalogs in its language, one chunk per bundle (shell 5.5 kB with the server's messages, focus 5.3 kB,
// account 4.4 kB), preloaded with the page; +12 to +17 kB and two or three requests.
// Lowered for issue 16, from / 191, /login 168 and /home 264 kB (18, 18 and 31 requests): no zod on any
// first load (core api/<area>-plain.ts, api-client's loadSchema, the timer's storage checked by hand); the
// closed dialogs, the mobile menu's sheet, the confetti and the profile dropdown load when the page is idle
// (lib/deferred-module.ts, lib/when-idle.ts), and their CSS went with them (/login 7 -> 6 kB, /home 15 ->
// 11 kB). Each commit of that work names its own saving (git log -- apps/web/build/budgets.ts).
// Lowered again from / 152, /login 129 and /home 188 kB: the app's own router replaced React Router, 24 kB
// of every first load (docs/decisions/044-own-router.md).
// Lowered again from / 127, /login 105 and /home 163 kB: Preact behind React's API in place of React DOM,
// about 48 kB of every first load, which puts all three inside issue 16's goals
// (docs/decisions/046-preact-instead-of-react-dom.md).
// Lowered again for /home, from 116 kB of JS and 11 kB of CSS: the task board is a chunk of its own, asked
// for once the first stage is drawn (app/routes/home.tsx).
// Lowered again for /home, from 97 kB and 20 requests: the toaster (sonner) is no longer preloaded with
// the page (build/prerender-routes.ts).
export const BUDGETS: Record<string, { js: number; css: number; requests: number }> = {
  '/': { js: 80 * 1024, css: 10 * 1024, requests: 16 },
  '/login': { js: 58 * 1024, css: 6 * 1024, requests: 14 },
  '/home': { js: 90 * 1024, css: 10 * 1024, requests: 18 },
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
