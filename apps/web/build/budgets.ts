import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { PRERENDER_ROUTES } from './prerender-routes';
import { catalogModules, chunkKey, readManifest, routeAssets } from './route-assets';

/**
 * Byte budgets of a page load, in compressed bytes on the wire (brotli, as the server sends them), checked
 * by build/budgets.test.ts on every `npm test`. JS counts the entry, the route's lazy chunks and all their
 * static imports; CSS the stylesheets the route's page inlines; requests the JS and CSS files.
 * `settledJs` also counts what the page fetches after it has started, until it settles (LATER_MODULES):
 * the JavaScript a visitor's phone receives for the page, which `npm run bench:load` reports as "JS, all".
 */
// A ratchet: each figure is what the route costs today plus a little room, so growth fails the test and
// a saving is locked in by lowering the figure. The goals are 110 kB of JS on the first load of /, 90 kB
// on /login and 170 kB on /home, and at most 120 kB of JS for everything / fetches (docs/performance.md).
// Each lowering names its saving in its commit (git log -- apps/web/build/budgets.ts).
export const BUDGETS: Record<string, { js: number; css: number; requests: number; settledJs?: number }> = {
  '/': { js: 85.5 * 1024, css: 10 * 1024, requests: 16, settledJs: 113.5 * 1024 },
  '/login': { js: 61 * 1024, css: 6 * 1024, requests: 15 },
  '/home': { js: 96 * 1024, css: 10 * 1024, requests: 18 },
};

/**
 * What a page fetches once it has started, by source module: the dialogs its parts load when the browser
 * is idle (lib/deferred-module.ts) and the service worker's registration (main.tsx, after the load event).
 * The Intl warm-up worker (public/intl-warm-up.js) comes on top, as a file of its own.
 */
export const LATER_MODULES: Record<string, string[]> = {
  '/': [
    'src/components/ui/message-dialog-view.tsx',
    'src/components/about/about-dialog.tsx',
    'src/components/layout/mobile-menu-sheet.tsx',
    'src/features/timer/components/timer-settings-dialog.tsx',
    'src/features/timer/components/session-complete-dialog.tsx',
    'src/components/ui/confirm-dialog.tsx',
    'src/features/guest-tasks/components/guest-task-dialog.tsx',
    'src/lib/pwa/register-service-worker.ts',
  ],
};
const LATER_FILES = ['intl-warm-up.js'];

export type RouteWeight = {
  route: string;
  js: number;
  css: number;
  requests: number;
  /** The first load's JS and what the page fetches later, until it settles. */
  settledJs: number;
  files: string[];
};

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
    const firstLoad = [...entry.modules, ...catalogModules(manifest, 'en', entry)];
    const { js, css } = routeAssets(manifest, firstLoad);
    const settled = routeAssets(manifest, [
      ...firstLoad,
      ...(LATER_MODULES[route] ?? []).map((module) => chunkKey(manifest, module)),
    ]);
    const sum = (files: string[]) => files.reduce((total, file) => total + wireBytes(dist, file), 0);
    return {
      route,
      js: sum(js),
      css: sum(css),
      requests: js.length + css.length,
      settledJs: sum(settled.js) + sum(LATER_FILES),
      files: [...js, ...css],
    };
  });
}
