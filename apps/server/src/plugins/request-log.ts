import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One log line per request, written when the answer has gone out: method, URL (secrets in the query
 * redacted by the logger's `req` serializer), status and time taken. Fastify's own request logging
 * (disabled in app.ts) wrote two lines per request, "incoming request" and "request completed"; on a
 * signed-in read that was about a tenth of the server's CPU (docs/decisions/023-api-hot-path.md).
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
});
