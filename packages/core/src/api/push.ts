import { z } from 'zod';
import { SERVER_MESSAGES as M, serverMessage } from '../i18n/server-messages';
import { PERIOD_KINDS } from '../timer/period-alerts';
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

const base64UrlOf = (bytes: number, message: string, firstChar?: string) =>
  z
    .string({ error: message })
    .max(200, message)
    .refine(
      (value) =>
        base64UrlByteLength(value) === bytes && (firstChar === undefined || value.startsWith(firstChar)),
      message,
    );

/**
 * POST /api/push/subscriptions: what PushSubscription.toJSON() gives. Whether the endpoint's address
 * is one the server will post to (https, no private host) is the server's check, since it depends on its
 * settings.
 */
export const savePushSubscriptionRequestSchema = z.object({
  endpoint: z
    .string({ error: PUSH_MESSAGES.endpoint })
    .max(MAX_PUSH_ENDPOINT_LENGTH, PUSH_MESSAGES.endpoint)
    .regex(/^[a-z][a-z0-9+.-]*:\/\/\S+$/i, PUSH_MESSAGES.endpoint),
  // Browsers send it; the server does not need it (an expired subscription answers 404/410).
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // 0x04 (uncompressed point) encodes to a leading 'B'.
      p256dh: base64UrlOf(P256DH_BYTES, PUSH_MESSAGES.p256dh, 'B'),
      auth: base64UrlOf(AUTH_SECRET_BYTES, PUSH_MESSAGES.auth),
    },
    { error: PUSH_MESSAGES.p256dh },
  ),
});
export type SavePushSubscriptionRequest = z.infer<typeof savePushSubscriptionRequestSchema>;
export const savePushSubscriptionResponseSchema = z.object({ subscribed: z.literal(true) });

/** DELETE /api/push/subscriptions: the browser's endpoint; only the caller's own row can go. */
export const removePushSubscriptionRequestSchema = z.object({
  endpoint: z.string({ error: PUSH_MESSAGES.endpoint }).min(1).max(MAX_PUSH_ENDPOINT_LENGTH),
});
export const removePushSubscriptionResponseSchema = z.object({ removed: z.boolean() });

/** GET /api/push/public-key: the server's VAPID public key (base64url), for PushManager.subscribe. */
export const pushPublicKeyResponseSchema = z.object({ publicKey: z.string() });
export type PushPublicKeyResponse = z.infer<typeof pushPublicKeyResponseSchema>;

const periodEndSchema = z.object({
  kind: z.enum(PERIOD_KINDS, { error: PUSH_MESSAGES.kind }),
  endsInMs: z
    .number({ error: PUSH_MESSAGES.endsInMs })
    .int(PUSH_MESSAGES.endsInMs)
    .min(1, PUSH_MESSAGES.endsInMs)
    .max(MAX_PERIOD_END_MS, PUSH_MESSAGES.endsInMs),
});

/**
 * PUT /api/push/period-end: the running period and how long until it ends, then the periods that follow
 * it on their own (a pomodoro run's breaks and focus periods), so a locked phone, which runs no script, is
 * alerted at each. Time left rather than a clock time, so a browser whose clock is off does not move the
 * alerts (the server adds it to its own clock). It replaces whatever was scheduled before: one schedule
 * per user.
 */
export const schedulePeriodEndRequestSchema = periodEndSchema
  .extend({
    next: z
      .array(periodEndSchema, { error: PUSH_MESSAGES.next })
      .max(MAX_NEXT_PERIODS, PUSH_MESSAGES.next)
      .default([]),
  })
  .refine(
    (request) =>
      request.next.every(
        (period, i) => period.endsInMs > (i === 0 ? request.endsInMs : request.next[i - 1]!.endsInMs),
      ),
    { message: PUSH_MESSAGES.next, path: ['next'] },
  );
export type SchedulePeriodEndRequest = z.infer<typeof schedulePeriodEndRequestSchema>;
/** When the server will push, on its clock (ISO 8601). */
export const schedulePeriodEndResponseSchema = z.object({ endsAt: z.string() });

/** DELETE /api/push/period-end: pause, reset or a mode switch; `cancelled` says whether one was pending. */
export const cancelPeriodEndResponseSchema = z.object({ cancelled: z.boolean() });

/** The push message's payload (JSON), read by the service worker's push handler. */
export const periodEndPushSchema = z.object({
  type: z.literal('period-end'),
  kind: z.enum(PERIOD_KINDS),
  title: z.string(),
  body: z.string(),
  /** Where a click on the notification leads. */
  url: z.string(),
  /** When the period ended, on the server's clock (ISO 8601). */
  endsAt: z.string(),
});
export type PeriodEndPush = z.infer<typeof periodEndPushSchema>;

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
