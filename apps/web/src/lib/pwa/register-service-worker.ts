import { Workbox } from 'workbox-window';
import { setPwaState } from './pwa-state';

/** While a page stays open, how often it asks whether a new deployment's worker exists. */
const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Registers the service worker (src/service-worker/sw.ts, built to /sw.js; decision 031). A new worker
 * waits until the user picks 'Update' in the toast, then takes over and the page reloads onto the new
 * build; a page never runs code from two deployments.
 */
export function registerServiceWorker(): void {
  const workbox = new Workbox('/sw.js', { scope: '/', type: 'classic' });
  const offerUpdate = () =>
    setPwaState({
      applyUpdate: () => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    });
  workbox.addEventListener('waiting', offerUpdate);
  void workbox.register().then((registration) => {
    if (!registration) return;
    window.setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
  });
}
