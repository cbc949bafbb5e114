import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every API answer is `Cache-Control: no-store` — successes, errors and 404s alike: they carry a user's
 * data or depend on the session, and neither a shared cache nor the browser's back button should keep
 * them. The exception is a successful answer whose route declared itself public and cacheable: the
 * versioned room pictures (a year, immutable) and the public settings of GET /api/config (5 minutes),
 * which are the same for everyone.
 */
export const cacheControlPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname !== '/api' && !pathname.startsWith('/api/')) return payload;
    const declaredPublic = String(reply.getHeader('cache-control') ?? '').startsWith('public');
    const succeeded = reply.statusCode === 200 || reply.statusCode === 304;
    if (!(declaredPublic && succeeded)) reply.header('cache-control', 'no-store');
    return payload;
  });
});
