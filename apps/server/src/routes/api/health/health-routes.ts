import { errorResponseSchema } from '@focus-room/core/api/common';
import { healthResponseSchema, healthRoute } from '@focus-room/core/api/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { namedStatement } from '../../../db/named-statement';
import { verb } from '../../../lib/api-route';
import { codedErrorBody } from '../../../lib/error-body';

// Named, so a pooled connection has it parsed once and Drizzle does not compose it per probe: a load
// balancer or a monitor may call this every second on every instance.
const ping = namedStatement('health_ping', 'select 1', []);

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app[verb(healthRoute)](
    healthRoute.path,
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: healthResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        await ping(app.ctx.db, {});
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send(codedErrorBody('databaseUnavailable'));
      }
      return { status: 'ok' as const, database: app.ctx.engine };
    },
  );
};
