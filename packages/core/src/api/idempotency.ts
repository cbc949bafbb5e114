import { z } from 'zod';
import { SERVER_MESSAGES as M } from '../i18n/server-messages';

/**
 * The request header that makes a paying write (save-coin, update-time-spent, complete-pomodoro) safe to
 * retry: the first request with a key is processed and its answer remembered for the user; a later
 * request of the same user with the same key gets that answer again and changes nothing
 * (docs/product-rules.md#offline-claims). The web's offline queue sends a UUID.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** How long the server remembers an answer at least. */
export const IDEMPOTENCY_KEY_RETENTION_MS = 7 * 24 * 60 * 60_000;

export const IDEMPOTENCY_MESSAGES = {
  malformed: M.idempotencyKeyMalformed,
  reused: M.idempotencyKeyReused,
} as const;

const idempotencyKey = z
  .string({ error: IDEMPOTENCY_MESSAGES.malformed })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, IDEMPOTENCY_MESSAGES.malformed);

/** 1–64 characters of [A-Za-z0-9_-]: a UUID fits. */
export const isIdempotencyKey = (value: string) => idempotencyKey.safeParse(value).success;

/**
 * The request headers of a paying write. Loose: every other header passes through untouched (Fastify
 * replaces request.headers with what the schema answers). A header sent twice arrives as a list and is
 * refused like any other malformed key.
 */
export const idempotentWriteHeadersSchema = z.looseObject({
  'idempotency-key': idempotencyKey.optional(),
});
