import './lib/effect-scheduler';
import './lib/zod-jitless';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { canHydrate } from './app/hydration';
import { canonicalPath, preloadRoute } from './app/route-table';
import { activateLanguage, detectLanguage, parseBundles, restoreLanguageCookie } from './i18n/i18n';
import { readCookiePreferences } from './lib/cookie-preferences';
import { nextTask } from './lib/next-task';
import { captureInstallPrompt } from './lib/pwa/pwa-state';
import { hydrateInStages } from './lib/staged-hydration';

captureInstallPrompt();

// The server answers a page's path in any letter case and with a trailing slash; the router matches the
// route table's own spelling, so the address takes it before the first render.
const canonical = canonicalPath(window.location.pathname);
if (canonical !== window.location.pathname) {
  window.history.replaceState(
    window.history.state,
    '',
    canonical + window.location.search + window.location.hash,
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The language's shell catalogs come first (one small chunk, preloaded by prerendered pages): the first
// render must already be in the right language, or hydration would see other texts.
// A page prerendered in another language (an offline fallback, a changed choice) is rendered over.
const language = detectLanguage();
restoreLanguageCookie();
const pageInLanguage = document.documentElement.lang === language;
// A prerendered page's own catalogs too (data-bundles): arriving after hydration began, they would
// update the page's texts while React still holds the server's markup, and React would draw it again.
// Then the page itself: drawn by the first render, never by a second one behind the loading state
// (app/preloadable-page.tsx). A prerendered page has its chunk on the way already (modulepreload).
void activateLanguage(language, parseBundles(root.dataset.bundles))
  .catch((error: unknown) => console.error('Loading the translations failed', error))
  .then(() => preloadRoute(window.location.pathname))
  .then(() => new Promise<void>((resolve) => nextTask(resolve)))
  .then(() => start(root));

function start(root: HTMLElement) {
  // The build prerenders the public pages for a first-time visitor (build/prerender.ts): for one, the app's
  // first render is that same markup, so it is hydrated in place (app/hydration.ts). Otherwise the app
  // renders over the page, reusing its elements where they match, never through a blank frame.
  if (pageInLanguage && canHydrate(root)) void hydrateInStages(() => hydrateRoot(root, app));
  else createRoot(root).render(app);
}

// Usage reports only with analytics consent, and in their own chunk, after the first render.
if (readCookiePreferences().analytics) {
  void import('./lib/usage/usage-report').then((usage) => usage.syncUsageReports());
}

// The service worker (offline use, the update toast) in its own chunk, once the page has loaded. Only in a
// production build: in development it would cache what Vite serves fresh.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('./lib/pwa/register-service-worker').then((pwa) => pwa.registerServiceWorker());
  });
}
