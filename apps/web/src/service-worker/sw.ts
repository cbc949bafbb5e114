/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { navigationFallbacksFor } from './navigation-fallback';
import { installNotificationHandlers } from './notifications';

// The service worker (decision 031). Built by vite-plugin-pwa (injectManifest): the build replaces
// self.__WB_MANIFEST with the list of hashed files to precache. Further handlers (Web Push) are installed
// below the caching, each from its own module.
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string }> };

/** A navigation that the network has not answered in this long is served from the cache instead. */
const NAVIGATION_TIMEOUT_MS = 4_000;

// Page loads: the network first, so a deployment shows at once; without it, the precached HTML. Registered
// before the precache route, which would otherwise answer / from the cache first (routes match in order).
// Only navigations are routed: API calls (/api/*) never reach a route here, so the worker never caches them.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        const response = await fetch(request, { signal: AbortSignal.timeout(NAVIGATION_TIMEOUT_MS) });
        if (response.status < 500) return response;
      } catch {
        // Offline or too slow: the cached page below.
      }
      for (const file of navigationFallbacksFor(new URL(request.url))) {
        const cached = await matchPrecache(file);
        if (cached) return cached;
      }
      return Response.error();
    },
    { denylist: [/^\/api\//] },
  ),
);

// The app shell and every hashed asset: the pages of / and /home open with no network.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The waiting worker takes over only when the page's 'Update' toast asks (src/lib/pwa/register-service-worker.ts), so a new
// deployment never swaps code under a running timer. The first install takes the open pages at once, so
// their later lazy chunks come from the cache too.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

// Alerts at a timer period's end: Web Push, the visitors' local alerts, and clicks on them.
installNotificationHandlers(self);
