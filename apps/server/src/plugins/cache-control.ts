import type { FastifyInstance, FastifyRequest } from 'fastify';
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
    if (!isApiRequest(request)) return payload;
    const declaredPublic = String(reply.getHeader('cache-control') ?? '').startsWith('public');
    const succeeded = reply.statusCode === 200 || reply.statusCode === 304;
    if (!(declaredPublic && succeeded)) reply.header('cache-control', 'no-store');
    return payload;
  });
});

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/**
 * Judged by the path the router matched, not only by the address as sent: the router decodes it, so
 * `/%61pi/user/export` is the export route. The decoded address counts too, for a request that reached
 * no API route (a 404, or the static files' catch-all handing it to the not-found handler).
 */
function isApiRequest(request: FastifyRequest): boolean {
  const routed = request.routeOptions.url;
  return (routed !== undefined && isApiPath(routed)) || isApiPath(decodedPath(request.url));
}

/** The address's path as the router reads it; the raw one when it does not decode. */
function decodedPath(url: string): string {
  const pathname = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
