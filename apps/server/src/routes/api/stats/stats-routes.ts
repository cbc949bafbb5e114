import { errorResponseSchema } from '@focus-room/core/api/common';
import {
  coinsSpentResponseSchema,
  coinsSpentRoute,
  totalCoinsEarnedResponseSchema,
  totalCoinsEarnedRoute,
  userStatsResponseSchema,
  userStatsRoute,
} from '@focus-room/core/api/economy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verb } from '../../../lib/api-route';
import { currentUser } from '../../../plugins/authentication';
import { coinTotals, userStats } from '../../../services/economy/coin-totals';

/**
 * The profile's economy stats (docs/product-rules.md#profile-menu): the ledgers' running totals on the user
 * row the authentication just read, so these answers need no query of their own (decision 024).
 */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const bearer = { tags: ['stats'], security: [{ bearerAuth: [] }] };

  app[verb(userStatsRoute)](
    userStatsRoute.path,
    {
      onRequest: app.requireUser,
      schema: { ...bearer, response: { 200: userStatsResponseSchema, 401: errorResponseSchema } },
    },
    async (request) => userStats(currentUser(request)),
  );

  app[verb(totalCoinsEarnedRoute)](
    totalCoinsEarnedRoute.path,
    {
      onRequest: app.requireUser,
      schema: { ...bearer, response: { 200: totalCoinsEarnedResponseSchema, 401: errorResponseSchema } },
    },
    async (request) => ({ totalCoinsEarned: coinTotals(currentUser(request)).earned }),
  );

  app[verb(coinsSpentRoute)](
    coinsSpentRoute.path,
    {
      onRequest: app.requireUser,
      schema: { ...bearer, response: { 200: coinsSpentResponseSchema, 401: errorResponseSchema } },
    },
    async (request) => ({ coinsSpent: coinTotals(currentUser(request)).spent }),
  );
};
