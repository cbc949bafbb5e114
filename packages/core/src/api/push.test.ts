import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  base64UrlByteLength,
  PUSH_MESSAGES,
  savePushSubscriptionRequestSchema,
  schedulePeriodEndRequestSchema,
} from './push';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Unpadded base64url, written out here because core has neither btoa nor Buffer in its types. */
function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    const chars = [18, 12, 6, 0].map((shift) => ALPHABET[(n >> shift) & 63]).join('');
    out += chars.slice(0, Math.min(4, bytes.length - i + 1));
  }
  return out;
}

const p256dh = toBase64Url(new Uint8Array([4, ...new Array(64).fill(7)]));
const auth = toBase64Url(new Uint8Array(16).fill(9));
const valid = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh, auth } };
const firstMessage = (input: unknown) =>
  savePushSubscriptionRequestSchema.safeParse(input).error?.issues[0]?.message;

describe('base64UrlByteLength', () => {
  it('is the decoded length of any bytes, padded or not', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        const unpadded = toBase64Url(bytes);
        const padded = unpadded.padEnd(Math.ceil(unpadded.length / 4) * 4, '=');
        expect(base64UrlByteLength(unpadded)).toBe(bytes.length);
        expect(base64UrlByteLength(padded)).toBe(bytes.length);
      }),
    );
  });

  it('refuses what is not base64url', () => {
    for (const bad of ['a+b/', 'abc!', 'abcde', 'ab=c', 'abc==='])
      expect(base64UrlByteLength(bad), bad).toBeNull();
  });
});

describe('savePushSubscriptionRequestSchema', () => {
  it('accepts what PushSubscription.toJSON() gives', () => {
    expect(savePushSubscriptionRequestSchema.parse({ ...valid, expirationTime: null })).toMatchObject(valid);
  });

  it('refuses keys of the wrong length or shape with a sentence naming the key', () => {
    expect(firstMessage({ ...valid, keys: { p256dh: p256dh.slice(1), auth } })).toBe(PUSH_MESSAGES.p256dh);
    // A 65-byte key that is not an uncompressed point (first byte 0x02).
    const compressed = toBase64Url(new Uint8Array([2, ...new Array(64).fill(7)]));
    expect(firstMessage({ ...valid, keys: { p256dh: compressed, auth } })).toBe(PUSH_MESSAGES.p256dh);
    expect(firstMessage({ ...valid, keys: { p256dh, auth: `${auth}AA` } })).toBe(PUSH_MESSAGES.auth);
    expect(firstMessage({ ...valid, endpoint: 'not a url' })).toBe(PUSH_MESSAGES.endpoint);
  });
});

describe('schedulePeriodEndRequestSchema', () => {
  it('takes a kind and a time left within the longest period', () => {
    expect(schedulePeriodEndRequestSchema.safeParse({ kind: 'focus', endsInMs: 1500 }).success).toBe(true);
    for (const endsInMs of [0, -5, 1.5, 10_000 * 60_000 + 1])
      expect(schedulePeriodEndRequestSchema.safeParse({ kind: 'focus', endsInMs }).success).toBe(false);
    expect(schedulePeriodEndRequestSchema.safeParse({ kind: 'nap', endsInMs: 1000 }).success).toBe(false);
  });
});
