import type { Page } from '@playwright/test';

/**
 * Headless Chromium cannot reach a real push service, and journeys run without the service worker: this
 * stands in for both before the page's scripts run. navigator.serviceWorker.ready answers a registration
 * whose push manager subscribes (a real-looking FCM endpoint and valid keys, so the server accepts it) or,
 * with `refuse`, fails as Chromium does when the browser or the system turns push down. Messages the page
 * posts to the worker are recorded in window.__workerMessages.
 */
export async function fakePushService(page: Page, { refuse = false } = {}) {
  await page.addInitScript((refusePush) => {
    const bytes = (length: number, first?: number) => {
      const out = new Uint8Array(length);
      crypto.getRandomValues(out);
      if (first !== undefined) out[0] = first;
      return btoa(String.fromCharCode(...out))
        .replaceAll('+', '-')
        .replaceAll('/', '_')
        .replace(/=+$/, '');
    };
    let current: PushSubscription | null = null;
    const pushManager = {
      getSubscription: async () => current,
      subscribe: async (options: PushSubscriptionOptionsInit) => {
        if (refusePush) throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
        const json = {
          endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${bytes(12)}`,
          expirationTime: null,
          keys: { p256dh: bytes(65, 4), auth: bytes(16) },
        };
        current = {
          endpoint: json.endpoint,
          options: {
            applicationServerKey: (options.applicationServerKey as Uint8Array).buffer,
            userVisibleOnly: true,
          },
          toJSON: () => json,
          unsubscribe: async () => {
            current = null;
            return true;
          },
        } as unknown as PushSubscription;
        return current;
      },
    };
    const messages: unknown[] = [];
    (window as unknown as { __workerMessages: unknown[] }).__workerMessages = messages;
    const registration = { pushManager } as unknown as ServiceWorkerRegistration;
    Object.defineProperty(navigator.serviceWorker, 'ready', { get: () => Promise.resolve(registration) });
    Object.defineProperty(navigator.serviceWorker, 'controller', {
      get: () => ({ postMessage: (message: unknown) => messages.push(message) }),
    });
  }, refuse);
}
