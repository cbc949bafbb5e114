// The push contract without zod (limits, messages, route descriptors), for web code that runs on a first
// load (docs/decisions/016-small-first-chunk.md); push.ts re-exports it with the schemas.
import { SERVER_MESSAGES as M, serverMessage } from '../i18n/server-messages';
import { TIMER_MINUTES_MAX } from '../timer/settings';
import type { ApiRoute } from './route';

// The kinds and their notification texts are zod-free for the service worker; re-exported with the area.
export { PERIOD_END_NOTIFICATIONS, PERIOD_KINDS, type PeriodKind } from '../timer/period-alerts';

/**
 * Web Push at the end of a timer period (docs/product-rules.md#alerts-at-a-period-end): the browser's
 * push subscription, and the one scheduled period end per user that the server pushes when it comes.
 */

/**
 * The longest period the timer can run (9999 minutes) and a minute of slack for the 1 s automatic
 * transition: a period end further ahead is no period of ours.
 */
export const MAX_PERIOD_END_MS = (TIMER_MINUTES_MAX + 1) * 60_000;
/** Push services' endpoint URLs are a few hundred characters; anything longer is not one. */
export const MAX_PUSH_ENDPOINT_LENGTH = 2048;
/** Browsers a user signs in on; the oldest subscription is dropped beyond this. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 10;
/** An uncompressed P-256 public key (RFC 8291): 65 bytes, the first one 0x04. */
export const P256DH_BYTES = 65;
/** The subscription's authentication secret (RFC 8291): 16 bytes. */
export const AUTH_SECRET_BYTES = 16;

/** Periods after the running one that a schedule may list (a long pomodoro run's breaks and focus periods). */
export const MAX_NEXT_PERIODS = 20;

export const PUSH_MESSAGES = {
  endpoint: M.pushEndpoint,
  p256dh: M.pushP256dh,
  auth: M.pushAuth,
  kind: M.pushKind,
  endsInMs: serverMessage('pushEndsInMs', { max: MAX_PERIOD_END_MS }),
  next: serverMessage('pushNext', { max: MAX_NEXT_PERIODS }),
} as const;

/**
 * How many bytes a base64url string (padding optional) decodes to, or null when it is not base64url.
 * Counted from the length so it runs the same in the browser and on the server without a decoder.
 */
export function base64UrlByteLength(value: string): number | null {
  const unpadded = value.replace(/={1,2}$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(unpadded) || unpadded.length % 4 === 1) return null;
  if (value.length !== unpadded.length && value.length % 4 !== 0) return null;
  return Math.floor((unpadded.length * 3) / 4);
}

// The endpoints of this area: method and path, for the server to register and the web to call (api/route.ts).
export const pushPublicKeyRoute = { method: 'GET', path: '/api/push/public-key' } as const satisfies ApiRoute;
export const savePushSubscriptionRoute = {
  method: 'POST',
  path: '/api/push/subscriptions',
} as const satisfies ApiRoute;
export const removePushSubscriptionRoute = {
  method: 'DELETE',
  path: '/api/push/subscriptions',
} as const satisfies ApiRoute;
export const schedulePeriodEndRoute = {
  method: 'PUT',
  path: '/api/push/period-end',
} as const satisfies ApiRoute;
export const cancelPeriodEndRoute = {
  method: 'DELETE',
  path: '/api/push/period-end',
} as const satisfies ApiRoute;
