import { createECDH } from 'node:crypto';
import { AUTH_SECRET_BYTES, P256DH_BYTES } from '@focus-room/core/api/push';

/**
 * Whether a subscription's keys can encrypt a message (RFC 8291): `p256dh` an uncompressed point on the
 * P-256 curve (65 bytes, 0x04, then x and y) and `auth` a 16-byte secret, both base64url. Core's schema
 * checks the lengths only, without a decoder. Whether the point lies on the curve is asked of node:crypto
 * the way the message's encryption will use the key (web-push's ECDH computeSecret), so a key accepted
 * here is one a message can be encrypted for.
 */
export function hasUsableKeys(keys: { p256dh: string; auth: string }): boolean {
  return isP256Point(keys.p256dh) && decode(keys.auth)?.length === AUTH_SECRET_BYTES;
}

// Any key pair of ours will do: only whether the browser's key is a valid peer key is asked.
const checker = createECDH('prime256v1');
checker.generateKeys();

export function isP256Point(p256dh: string): boolean {
  const bytes = decode(p256dh);
  if (bytes?.length !== P256DH_BYTES || bytes[0] !== 0x04) return false;
  try {
    checker.computeSecret(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The bytes of a base64url string (padding allowed), or null when it is not one. */
function decode(value: string): Buffer | null {
  const unpadded = value.replace(/={1,2}$/, '');
  return /^[A-Za-z0-9_-]*$/.test(unpadded) ? Buffer.from(unpadded, 'base64url') : null;
}
