import { AUTH_MESSAGES } from '@focus-room/core/api/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-error';
import type { ReadAlongSession } from '../repositories/sessions-repository';
import type { UserRow } from '../repositories/users-repository';
import { resolveToken } from '../services/auth/sessions';
import { readToken, type TokenClaims } from '../services/auth/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    auth: { user: UserRow; sessionId: string; along?: { name: string; value: unknown } } | null;
    /** The verified claims of the bearer token, on a route guarded by `requireToken`. */
    tokenClaims: TokenClaims | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless a valid bearer token with an open session comes along. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /**
     * requireUser for a route whose answer is one read of the user's own rows: the read is made in the
     * authentication's statement (one round trip for the request) and handed over by `readAlong`.
     */
    requireUserWith: (along: ReadAlongSession<unknown>) => (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest hook of a write made along the session (decision 049): 401 unless a genuine, unexpired
     * bearer token comes along. Only the token is checked here; the route's own statement checks the
     * session row and writes only if it is open, answering 401 otherwise.
     */
    requireToken: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: 401 without a valid token, 403 for a user who is not an admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest hook for routes open to guests and users alike: no Authorization header means a guest
     * (`request.auth` stays null); a header that is sent must carry a valid token, else 401, so a user
     * whose session ended is never silently treated as a guest.
     */
    optionalUser: (request: FastifyRequest) => Promise<void>;
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

  const authenticate = async (request: FastifyRequest, along?: ReadAlongSession<unknown>) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const resolved = await resolveToken(app.ctx, token, along);
    if (!resolved) throw unauthorized(AUTH_MESSAGES.sessionInvalid);
    request.auth = {
      user: resolved.user,
      sessionId: resolved.sessionId,
      ...(along ? { along: { name: along.name, value: resolved.along } } : {}),
    };
  };

  app.decorate('requireUser', (request: FastifyRequest) => authenticate(request));
  app.decorate(
    'requireUserWith',
    (along: ReadAlongSession<unknown>) => (request: FastifyRequest) => authenticate(request, along),
  );
  app.decorate('requireToken', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = readToken(app.ctx.config.jwtSecret, token, app.ctx.now());
    if (!claims) throw unauthorized(AUTH_MESSAGES.sessionInvalid);
    request.tokenClaims = claims;
  });
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    if (request.headers.authorization === undefined) return;
    await authenticate(request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await authenticate(request);
    if (request.auth?.user.role !== 'admin') throw forbidden();
  });
});

/** The signed-in user of a route guarded by `requireUser`. */
export function currentUser(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}

/** The verified token claims of a route guarded by `requireToken`. */
export function tokenClaims(request: FastifyRequest) {
  if (!request.tokenClaims) throw unauthorized();
  return request.tokenClaims;
}

/**
 * The user id a request acts for: the session's user after `requireUser`, or the token's subject after
 * `requireToken` (a genuine token, whose session the route's statement checks). Keys per-user limits.
 */
export function actingUserId(request: FastifyRequest) {
  const id = request.auth?.user.id ?? request.tokenClaims?.sub;
  if (!id) throw unauthorized();
  return id;
}

/** What `requireUserWith(along)` read for this request, with the user and the session. */
export function readAlong<T>(request: FastifyRequest, along: ReadAlongSession<T>): T {
  const read = request.auth?.along;
  if (!read) throw unauthorized();
  // A route that reads what its hook did not select is a programming error, not a client's.
  if (read.name !== along.name)
    throw new Error(`The route read '${along.name}' but its hook selected '${read.name}'.`);
  return read.value as T;
}
