import { errorResponseSchema } from '@focus-room/core/api/common';
import {
  statsDaysQuerySchema,
  statsDaysResponseSchema,
  statsDaysRoute,
  statsEstimatesResponseSchema,
  statsEstimatesRoute,
  statsOverviewResponseSchema,
  statsOverviewRoute,
  statsSettingsRequestSchema,
  statsSettingsRoute,
  statsSettingsSchema,
  updateStatsSettingsRoute,
} from '@focus-room/core/api/stats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verb } from '../../../lib/api-route';
import { currentUser } from '../../../plugins/authentication';
import {
  getStatsDays,
  getStatsEstimates,
  getStatsOverview,
  getStatsSettings,
  saveStatsSettings,
} from '../../../services/stats/stats-service';

/**
 * The statistics panel (docs/product-rules.md#statistics). Every answer reads the per-day summary or at most
 * ESTIMATE_WINDOW tasks, never the ledgers (decision 036).
 */
export const statsPanelRoutes: FastifyPluginAsyncZod = async (app) => {
  const bearer = { tags: ['stats'], security: [{ bearerAuth: [] }] };
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };
  // The panel reads a handful of times per page view; this only stops a runaway client.
  const perUser = app.rateLimit('stats-panel', {
    points: 120,
    windowSeconds: 60,
    key: (request) => currentUser(request).id,
  });

  app[verb(statsOverviewRoute)](
    statsOverviewRoute.path,
    {
      onRequest: app.requireUser,
      preHandler: perUser,
      schema: { ...bearer, response: { 200: statsOverviewResponseSchema, ...errors } },
    },
    async (request) => getStatsOverview(app.ctx, currentUser(request).id),
  );

  app[verb(statsDaysRoute)](
    statsDaysRoute.path,
    {
      onRequest: app.requireUser,
      preHandler: perUser,
      schema: {
        ...bearer,
        querystring: statsDaysQuerySchema,
        response: { 200: statsDaysResponseSchema, ...errors },
      },
    },
    async (request) => getStatsDays(app.ctx, currentUser(request).id, request.query.weeks),
  );

  app[verb(statsEstimatesRoute)](
    statsEstimatesRoute.path,
    {
      onRequest: app.requireUser,
      preHandler: perUser,
      schema: { ...bearer, response: { 200: statsEstimatesResponseSchema, ...errors } },
    },
    async (request) => getStatsEstimates(app.ctx, currentUser(request).id),
  );

  app[verb(statsSettingsRoute)](
    statsSettingsRoute.path,
    {
      onRequest: app.requireUser,
      preHandler: perUser,
      schema: { ...bearer, response: { 200: statsSettingsSchema, ...errors } },
    },
    async (request) => getStatsSettings(app.ctx, currentUser(request).id),
  );

  app[verb(updateStatsSettingsRoute)](
    updateStatsSettingsRoute.path,
    {
      onRequest: app.requireUser,
      preHandler: perUser,
      schema: {
        ...bearer,
        body: statsSettingsRequestSchema,
        response: { 200: statsSettingsSchema, ...errors },
      },
    },
    async (request) => saveStatsSettings(app.ctx, currentUser(request).id, request.body),
  );
};
