import { jwtVerify, SignJWT } from 'jose';

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

/** Returns the claims of a well-signed, unexpired token, or undefined. Only HS256 is accepted. */
export async function readToken(secret: string, token: string, now: Date): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
    return { sub: payload.sub, sid: payload.sid, role: payload.role === 'admin' ? 'admin' : 'user' };
  } catch {
    return undefined;
  }
}
