import webpush from 'web-push';
import type { Config } from '../../config';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/**
 * The push service may replace a message still waiting for the device with a newer one of the same
 * `topic`; `urgency` high wakes a phone in power saving, normal waits for it to wake.
 */
export type PushOptions = { topic: string; urgency: 'high' | 'normal' };
/** The push service's HTTP status, or 0 when it could not be reached in time. */
export type PushResult = { status: number };

/** An alert is worth nothing later than this; the push service drops it after (TTL). */
export const PUSH_TTL_SECONDS = 300;
const SEND_TIMEOUT_MS = 10_000;

/**
 * Sends one encrypted push message (RFC 8291) signed with the server's VAPID key (RFC 8292). web-push
 * builds the request (encryption and headers); it is posted with fetch rather than web-push's own https
 * call, so a time-out applies and a local http stand-in for the push service works in tests
 * (PUSH_ALLOW_LOOPBACK).
 */
export async function sendPush(
  config: Config,
  target: PushTarget,
  payload: string,
  options: PushOptions,
): Promise<PushResult> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: {
        subject: config.vapid.subject,
        publicKey: config.vapid.publicKey,
        privateKey: config.vapid.privateKey,
      },
      TTL: PUSH_TTL_SECONDS,
      urgency: options.urgency,
      topic: options.topic,
    },
  );
  const headers = Object.fromEntries(
    Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
  ) as Record<string, string>;
  try {
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body ?? undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return { status: response.status };
  } catch {
    return { status: 0 };
  }
}
