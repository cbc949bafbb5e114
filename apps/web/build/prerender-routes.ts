import { PAGE_BUNDLES, type PageModule } from '../src/app/page-bundles';
import type { Bundle } from '../src/i18n/i18n';
/**
 * The pages the build writes as HTML (build/prerender.ts), one entry per URL. Driven by this list so a
 * language dimension can be added later: each entry would then be rendered once per language.
 *
 * - `file`: where the HTML lands in dist/. `/` is index.html; every other page is `pages/<path>.html`
 *   (a folder named like a route would turn that route into a directory to the static file server), the
 *   not-found page is 404.html. A service worker maps a route to its HTML with the same rule.
 * - `modules`: the lazy chunks the route needs on its first load, by source file, for its inlined CSS,
 *   its modulepreload links and its byte budget (build/route-assets.ts).
 * - `bundles`: its translation catalogs (src/i18n/i18n.ts), preloaded with the page in its language.
 * - `shell`: the /home app shell, drawn for a signed-in user not known yet; the browser renders over it
 *   instead of hydrating it.
 * - `visitorOnly`: a signed-in user is sent on to /home, so the prerendered page is hidden from one
 *   (public/theme-init.js) until the app has decided.
 */
export type PrerenderRoute = {
  path: string;
  file: string;
  modules: string[];
  /** The catalog bundles the page's texts are in beyond the shell (src/app/page-bundles.ts). */
  bundles: readonly Bundle[];
  shell?: boolean;
  visitorOnly?: boolean;
};

const page = (path: string, module: PageModule, extra: Partial<PrerenderRoute> = {}): PrerenderRoute => ({
  path,
  file: `pages${path}.html`,
  modules: [`src/app/routes/${module}.tsx`],
  bundles: PAGE_BUNDLES[module],
  ...extra,
});

export const PRERENDER_ROUTES: PrerenderRoute[] = [
  {
    path: '/',
    file: 'index.html',
    modules: ['src/app/routes/landing.tsx'],
    bundles: PAGE_BUNDLES.landing,
    visitorOnly: true,
  },
  page('/login', 'login', { visitorOnly: true }),
  page('/register', 'register', { visitorOnly: true }),
  page('/forgot-password', 'forgot-password'),
  page('/privacy', 'privacy'),
  page('/data-privacy', 'privacy'),
  page('/privacy-policy', 'privacy'),
  page('/terms', 'terms'),
  page('/terms-and-conditions', 'terms'),
  page('/contact', 'contact'),
  page('/contact-us', 'contact'),
  page('/imprint', 'imprint'),
  page('/cookies', 'cookies'),
  page('/newsletter/subscribe', 'newsletter-subscribe'),
  page('/studyw.tok', 'promo'),
  page('/studyw.gram', 'promo'),
  // Any path the route table does not know renders the not-found page.
  {
    path: '/404',
    file: '404.html',
    modules: ['src/app/routes/not-found.tsx'],
    bundles: PAGE_BUNDLES['not-found'],
  },
  {
    path: '/home',
    file: 'pages/home.html',
    shell: true,
    bundles: PAGE_BUNDLES.home,
    // The dashboard and what the layout loads for a signed-in user at once (the profile dropdown,
    // src/app/signed-in-account.tsx, loads when the page is idle: the layout draws its button meanwhile).
    // Not the toaster (sonner, 8 kB): no toast is raised while the page starts, and on the slow network
    // its bytes delayed the room picture (phone profile, LCP 1488/1588 -> 1352/1376 ms without it).
    modules: ['src/app/routes/home.tsx', 'src/app/signed-in-footer.tsx'],
  },
];

/** The history fallback: the bare app, for the routes that are drawn in the browser only. */
export const SPA_FALLBACK_FILE = 'spa.html';
/** Written next to the pages: what the server needs to pick a page (apps/server/src/plugins/spa.ts). */
export const PAGES_MANIFEST_FILE = 'pages.json';
