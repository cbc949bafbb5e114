/**
 * The browser side of Web Push: this browser's subscription with its push service, through the app's
 * service worker (apps/web/src/service-worker/). Every function answers instead of throwing where the
 * browser simply cannot, so the opt-in can say why.
 */

/** Notifications, a service worker and a push manager: what an alert with the screen off needs. */
export const pushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'Notification' in window &&
  'PushManager' in window &&
  'serviceWorker' in navigator;

/** The app's service worker registration, or null when none is active within a few seconds. */
export async function activeRegistration(waitMs = 5_000): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** The VAPID key as PushManager.subscribe wants it. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

export type SubscribeOutcome =
  | { ok: true; subscription: PushSubscriptionJSON }
  /** No service worker (development build, private mode in some browsers) or no push manager. */
  | { ok: false; reason: 'unavailable' }
  /** The browser or the system said no (permission, a blocked push service, an OS setting). */
  | { ok: false; reason: 'refused' };

/**
 * Subscribes this browser with the server's key. A subscription made with another key (the server's keys
 * changed) is replaced, or pushes signed with the new key would be refused by the push service.
 */
export async function subscribeToPush(publicKey: string): Promise<SubscribeOutcome> {
  if (!pushSupported()) return { ok: false, reason: 'unavailable' };
  const registration = await activeRegistration();
  if (!registration?.pushManager) return { ok: false, reason: 'unavailable' };
  const key = base64UrlToBytes(publicKey);
  try {
    let subscription = await registration.pushManager.getSubscription();
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    return { ok: true, subscription: subscription.toJSON() };
  } catch {
    return { ok: false, reason: 'refused' };
  }
}

/** Ends this browser's subscription; answers its endpoint, for the server to forget it too. */
export async function unsubscribeFromPush(): Promise<string | null> {
  const registration = await activeRegistration(1_000);
  const subscription = await registration?.pushManager?.getSubscription().catch(() => null);
  if (!subscription) return null;
  await subscription.unsubscribe().catch(() => false);
  return subscription.endpoint;
}

/** Whether this browser holds a push subscription now (the opt-in shows which kind of alert is on). */
export async function hasPushSubscription(): Promise<boolean> {
  const registration = await activeRegistration(1_000);
  return !!(await registration?.pushManager?.getSubscription().catch(() => null));
}
