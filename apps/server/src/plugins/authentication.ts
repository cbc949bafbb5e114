import { AUTH_MESSAGES } from '@focus-room/core/api/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-error';
import type { ReadAlongSession } from '../repositories/legacy-session-reads';
import type { UserRow } from '../repositories/users-repository';
import { authenticateWithAlong } from '../services/auth/legacy-along-session';
import { authenticate } from '../services/auth/sessions';
import { readToken, type TokenClaims } from '../services/auth/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    auth: { user: UserRow; sessionId: string; along?: { name: string; value: unknown } } | null;
    /** Legacy: the verified claims of the bearer token, on a route guarded by `requireToken`. */
    tokenClaims: TokenClaims | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless a valid bearer token with an open session comes along. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: 401 without a valid token, 403 for a user who is not an admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest hook for routes open to guests and users alike: no Authorization header means a guest
     * (`request.auth` stays null); a header that is sent must carry a valid token, else 401, so a user
     * whose session ended is never silently treated as a guest.
     */
    optionalUser: (request: FastifyRequest) => Promise<void>;
    /**
     * Legacy, for the board read only: requireUser with one more read of the user's rows made in the
     * authentication's statement and handed over by `readAlong`.
     */
    requireUserWith: (along: ReadAlongSession<unknown>) => (request: FastifyRequest) => Promise<void>;
    /**
     * Legacy, for the task writes made along the session (decision 049) only: 401 unless a genuine,
     * unexpired bearer token comes along; the route's own statement checks the session row.
     */
    requireToken: (request: FastifyRequest) => Promise<void>;
  }
}

function bearerToken(request: FastifyRequest) {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export const authenticationPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('tokenClaims', null);

  const requireUser = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const resolved = await authenticate(app.ctx, token);
    if (!resolved) throw unauthorized(AUTH_MESSAGES.sessionInvalid);
    request.auth = resolved;
  };
  const verifiedClaims = (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = readToken(app.ctx.config.jwtSecret, token, app.ctx.now());
    if (!claims) throw unauthorized(AUTH_MESSAGES.sessionInvalid);
    return claims;
  };

  app.decorate('requireUser', requireUser);
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    if (request.headers.authorization === undefined) return;
    await requireUser(request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await requireUser(request);
    if (request.auth?.user.role !== 'admin') throw forbidden();
  });

  app.decorate('requireUserWith', (along: ReadAlongSession<unknown>) => async (request: FastifyRequest) => {
    const claims = verifiedClaims(request);
    const resolved = await authenticateWithAlong(app.ctx, claims, app.ctx.now(), along);
    if (!resolved) throw unauthorized(AUTH_MESSAGES.sessionInvalid);
    request.auth = {
      user: resolved.user,
      sessionId: resolved.sessionId,
      along: { name: along.name, value: resolved.along },
    };
  });
  app.decorate('requireToken', async (request: FastifyRequest) => {
    request.tokenClaims = verifiedClaims(request);
  });
});

/** The signed-in user of a route guarded by `requireUser`. */
export function currentUser(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}

/**
 * The user id a request acts for: the session's user after `requireUser`, or (legacy) the token's subject
 * after `requireToken`. Keys per-user limits.
 */
export function actingUserId(request: FastifyRequest) {
  const id = request.auth?.user.id ?? request.tokenClaims?.sub;
  if (!id) throw unauthorized();
  return id;
}

/** Legacy: the verified token claims of a route guarded by `requireToken`. */
export function tokenClaims(request: FastifyRequest) {
  if (!request.tokenClaims) throw unauthorized();
  return request.tokenClaims;
}

/** Legacy: what `requireUserWith(along)` read for this request, with the user and the session. */
export function readAlong<T>(request: FastifyRequest, along: ReadAlongSession<T>): T {
  const read = request.auth?.along;
  if (!read) throw unauthorized();
  // A route that reads what its hook did not select is a programming error, not a client's.
  if (read.name !== along.name)
    throw new Error(`The route read '${along.name}' but its hook selected '${read.name}'.`);
  return read.value as T;
}
