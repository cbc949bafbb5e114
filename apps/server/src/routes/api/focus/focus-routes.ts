import { errorResponseSchema } from '@focus-room/core/api/common';
import {
  saveCoinRequestSchema,
  saveCoinResponseSchema,
  saveCoinRoute,
  totalTimeSpentResponseSchema,
  totalTimeSpentRoute,
  updateTimeSpentRequestSchema,
  updateTimeSpentResponseSchema,
  updateTimeSpentRoute,
} from '@focus-room/core/api/economy';
import { idempotentWriteHeadersSchema } from '@focus-room/core/api/idempotency';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verb } from '../../../lib/api-route';
import { currentUser } from '../../../plugins/authentication';
import {
  creditFocusCoins,
  creditFocusTime,
  totalFocusTime,
} from '../../../services/economy/focus-accounting';

// 422: an Idempotency-Key sent again with a different request.
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * Focus coins and time (docs/product-rules.md#coins). Claims beyond the wall-clock bound are cut, not
 * refused. Both claims take an optional Idempotency-Key (docs/product-rules.md#offline-claims).
 */
export const focusRoutes: FastifyPluginAsyncZod = async (app) => {
  // The timer claims about once a minute per tab; this only stops a runaway client from flooding the DB.
  const perUser = (name: string) =>
    app.rateLimit(name, { points: 240, windowSeconds: 60, key: (request) => currentUser(request).id });

  app[verb(saveCoinRoute)](
    saveCoinRoute.path,
    {
      onRequest: app.requireUser,
      preHandler: perUser('save-coin'),
      schema: {
        tags: ['focus'],
        security: [{ bearerAuth: [] }],
        headers: idempotentWriteHeadersSchema,
        body: saveCoinRequestSchema,
        response: { 200: saveCoinResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const answer = await creditFocusCoins(app.ctx, currentUser(request).id, request.body.coins, key);
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  app[verb(updateTimeSpentRoute)](
    updateTimeSpentRoute.path,
    {
      onRequest: app.requireUser,
      preHandler: perUser('update-time-spent'),
      schema: {
        tags: ['focus'],
        security: [{ bearerAuth: [] }],
        headers: idempotentWriteHeadersSchema,
        body: updateTimeSpentRequestSchema,
        response: { 200: updateTimeSpentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const seconds = request.body.timeSpentInSeconds;
      const answer = await creditFocusTime(app.groupsCtx, currentUser(request).id, seconds, key);
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  app[verb(totalTimeSpentRoute)](
    totalTimeSpentRoute.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['focus'],
        security: [{ bearerAuth: [] }],
        response: { 200: totalTimeSpentResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ totalTimeSpent: totalFocusTime(currentUser(request)) }),
  );
};
