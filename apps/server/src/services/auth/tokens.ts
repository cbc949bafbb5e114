import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

export type TokenClaims = { sub: string; sid: string; role: 'user' | 'admin' };

const ISSUER = 'focus-room';
const encoder = new TextEncoder();

/**
 * Bearer tokens are HS256 JWTs that name a session row; the signature proves integrity, the session row
 * makes them revocable. The payload repeats the id as `_id` and `userId` because clients read any of them.
 */
export async function signToken(
  secret: string,
  claims: TokenClaims & { email: string; username: string },
  options: { now: Date; expiresAt: Date },
) {
  return new SignJWT({
    sid: claims.sid,
    role: claims.role,
    email: claims.email,
    username: claims.username,
    _id: claims.sub,
    userId: claims.sub,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(options.now.getTime() / 1000))
    .setExpirationTime(Math.floor(options.expiresAt.getTime() / 1000))
    .sign(encoder.encode(secret));
}

// One key object per secret, made once: importing the key on every request cost more than the HMAC.
const verifyKeys = new Map<string, KeyObject>();
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function decodeJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Tokens whose signature this process has checked, with what the check found: a signed-in tab sends the
 * same token with every request, and the HMAC with two base64 and JSON decodes was 6 % of the server's
 * CPU on a signed-in read. Only accepted tokens are kept, keyed by their exact text and the secret they
 * were checked with, so a token that differs in one character is checked in full; the time claims are
 * checked again on every use. Bounded: the oldest entry leaves when it is full.
 */
const verified = new Map<
  string,
  { secret: string; claims: TokenClaims; exp: number; nbf: number | undefined }
>();
export const VERIFIED_TOKENS_KEPT = 10_000;

/** How many verified tokens are kept now (for the tests of the bound). */
export const verifiedTokensKept = () => verified.size;

/**
 * Returns the claims of a well-signed, unexpired token, or undefined. Only HS256 is accepted.
 *
 * Every signed-in request runs this, so it is a synchronous HMAC with node:crypto instead of jose's
 * WebCrypto verify, which imported the key and went through an asynchronous crypto job per request (17 %
 * of the server's CPU on GET /api/auth/verify-session; docs/decisions/023-api-hot-path.md). It checks
 * what jose checked for our tokens: the header names HS256 and no critical extensions, the signature
 * (constant-time compare), the issuer, and the expiry (`exp` must be a number in the future; `nbf`, if
 * present, in the past). Signing stays with jose.
 */
export function readToken(secret: string, token: string, now: Date): TokenClaims | undefined {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const known = verified.get(token);
  if (known && known.secret === secret) {
    if (known.exp <= nowSeconds || (known.nbf !== undefined && known.nbf > nowSeconds)) return undefined;
    return known.claims;
  }
  const claims = verifyToken(secret, token, nowSeconds);
  if (claims) {
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
    verified.set(token, claims);
    return claims.claims;
  }
  return undefined;
}

function verifyToken(secret: string, token: string, nowSeconds: number) {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  if (!BASE64URL.test(headerPart) || !BASE64URL.test(payloadPart) || !BASE64URL.test(signaturePart)) {
    return undefined;
  }
  const header = decodeJson(headerPart);
  if (header?.alg !== 'HS256' || header.crit !== undefined || header.b64 !== undefined) {
    return undefined;
  }
  let key = verifyKeys.get(secret);
  if (!key) {
    key = createSecretKey(encoder.encode(secret));
    verifyKeys.set(secret, key);
  }
  const expected = createHmac('sha256', key).update(`${headerPart}.${payloadPart}`).digest();
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const payload = decodeJson(payloadPart);
  if (payload?.iss !== ISSUER) return undefined;
  if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds) return undefined;
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > nowSeconds)) {
    return undefined;
  }
  if (payload.iat !== undefined && typeof payload.iat !== 'number') return undefined;
  // Both are ids the database made (uuids); anything else is not a token of ours, and is refused before
  // it reaches a query that would fail on it.
  if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
  if (!UUID.test(payload.sub) || !UUID.test(payload.sid)) return undefined;
  // Frozen: the same object answers every later request with this token.
  const claims: TokenClaims = Object.freeze({
    sub: payload.sub,
    sid: payload.sid,
    role: payload.role === 'admin' ? 'admin' : 'user',
  });
  return { secret, claims, exp: payload.exp, nbf: payload.nbf as number | undefined };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
