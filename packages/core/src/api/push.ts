import { z } from 'zod';
import { PERIOD_KINDS } from '../timer/period-alerts';
import {
  AUTH_SECRET_BYTES,
  base64UrlByteLength,
  MAX_NEXT_PERIODS,
  MAX_PERIOD_END_MS,
  MAX_PUSH_ENDPOINT_LENGTH,
  P256DH_BYTES,
  PUSH_MESSAGES,
} from './push-plain';

export * from './push-plain';

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
