import { createRemoteJWKSet, jwtVerify } from 'jose';

export type GoogleProfile = { sub: string; email: string; name?: string; picture?: string };

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/**
 * Verifies a Google Identity Services ID token against Google's published keys (cached by jose):
 * signature, issuer, audience (our client id), expiry, and a verified email.
 */
export async function verifyGoogleIdToken(
  idToken: string,
  options: { clientId: string; jwksUrl: string; now: Date },
): Promise<GoogleProfile | undefined> {
  let keys = keySets.get(options.jwksUrl);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000 });
    keySets.set(options.jwksUrl, keys);
  }
  try {
    const { payload } = await jwtVerify(idToken, keys, {
      issuer: GOOGLE_ISSUERS,
      audience: options.clientId,
      algorithms: ['RS256'],
      currentDate: options.now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return undefined;
    if (payload.email_verified !== true && payload.email_verified !== 'true') return undefined;
    return {
      sub: payload.sub,
      email: payload.email,
      name: typeof payload.name === 'string' ? payload.name : undefined,
      picture: typeof payload.picture === 'string' ? payload.picture : undefined,
    };
  } catch {
    return undefined;
  }
}
