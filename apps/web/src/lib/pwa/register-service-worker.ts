import { Workbox } from 'workbox-window';
import { getLanguage, i18n } from '../../i18n/i18n';
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
  workbox
    .register()
    .then((registration) => {
      if (!registration) return;
      // An active worker has finished its install step, which precaches the app.
      void navigator.serviceWorker.ready.then(() => setPwaState({ offlineReady: true }));
      tellLanguage();
      window.setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
    })
    // A browser that allows no service worker (a policy, some private modes) still runs the app, online.
    .catch(() => {});
}

/** The message the worker's notification-texts.ts waits for (the two builds share no module, hence the copy). */
const LANGUAGE_MESSAGE = 'focus-room:language';

/**
 * Tells the worker the page's language, now and after every switch, so its timer notifications speak it.
 * The worker keeps it, since a push may arrive with no page open.
 */
function tellLanguage(): void {
  let told = '';
  const tell = () => {
    const language = getLanguage();
    if (language === told) return;
    told = language;
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage({ type: LANGUAGE_MESSAGE, language }),
    );
  };
  tell();
  i18n.on('change', tell);
}
