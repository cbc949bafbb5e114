import { AUTH_MESSAGES } from '@focus-room/core/api/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-error';
import type { UserRow } from '../repositories/users-repository';
import { authenticate } from '../services/auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    auth: { user: UserRow; sessionId: string } | null;
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

  const requireUser = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const resolved = await authenticate(app.ctx, token);
    if (!resolved) throw unauthorized(AUTH_MESSAGES.sessionInvalid);
    request.auth = resolved;
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
});

/** The signed-in user of a route guarded by `requireUser`. */
export function currentUser(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}

/** The user id a request acts for, after `requireUser`: keys per-user limits. */
export function actingUserId(request: FastifyRequest) {
  return currentUser(request).id;
}
