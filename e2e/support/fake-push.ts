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
    const base64url = (out: Uint8Array) =>
      btoa(String.fromCharCode(...out))
        .replaceAll('+', '-')
        .replaceAll('/', '_')
        .replace(/=+$/, '');
    const bytes = (length: number) => base64url(crypto.getRandomValues(new Uint8Array(length)));
    // The server checks that the key is a point on P-256, as a browser's is.
    const publicKey = async () => {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
        'deriveBits',
      ]);
      return base64url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
    };
    let current: PushSubscription | null = null;
    const pushManager = {
      getSubscription: async () => current,
      subscribe: async (options: PushSubscriptionOptionsInit) => {
        if (refusePush) throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
        const json = {
          endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${bytes(12)}`,
          expirationTime: null,
          keys: { p256dh: await publicKey(), auth: bytes(16) },
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
