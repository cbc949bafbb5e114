import { errorResponseSchema } from '@focus-room/core/api/common';
import { healthResponseSchema, healthRoute } from '@focus-room/core/api/system';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verb } from '../../../lib/api-route';
import { codedErrorBody } from '../../../lib/error-body';

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
        await app.ctx.db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send(codedErrorBody('databaseUnavailable'));
      }
      return { status: 'ok' as const, database: app.ctx.engine };
    },
  );
};
