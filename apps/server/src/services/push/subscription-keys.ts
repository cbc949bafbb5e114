import { createPublicKey } from 'node:crypto';
import { AUTH_SECRET_BYTES, P256DH_BYTES } from '@focus-room/core/api/push';

/**
 * Whether a subscription's keys can encrypt a message (RFC 8291): `p256dh` an uncompressed point on the
 * P-256 curve (65 bytes, 0x04, then x and y) and `auth` a 16-byte secret, both base64url. Core's schema
 * checks the lengths only, without a decoder; whether the point lies on the curve takes node:crypto, which
 * refuses to build a public key from one that does not.
 */
export function hasUsableKeys(keys: { p256dh: string; auth: string }): boolean {
  return isP256Point(keys.p256dh) && decode(keys.auth)?.length === AUTH_SECRET_BYTES;
}

export function isP256Point(p256dh: string): boolean {
  const bytes = decode(p256dh);
  if (bytes?.length !== P256DH_BYTES || bytes[0] !== 0x04) return false;
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: bytes.subarray(1, 33).toString('base64url'),
        y: bytes.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
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
