import { errorResponseSchema } from '@focus-room/core/api/common';
import {
  newsletterStatsResponseSchema,
  newsletterStatsRoute,
  newsletterSubscribersResponseSchema,
  newsletterSubscribersRoute,
} from '@focus-room/core/api/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verb } from '../../../lib/api-route';
import { listSubscribers, subscriberStats } from '../../../services/newsletter/newsletter-service';

const admin = { tags: ['newsletter', 'admin'], security: [{ bearerAuth: [] }] };
const errors = { 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * The admin Newsletter Subscribers tab: the table and its stats cards
 * (docs/product-rules.md#admin-newsletter-subscribers).
 */
export const newsletterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app[verb(newsletterSubscribersRoute)](
    newsletterSubscribersRoute.path,
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, response: { 200: newsletterSubscribersResponseSchema, ...errors } },
    },
    async () => ({ subscribers: await listSubscribers(app.ctx) }),
  );

  app[verb(newsletterStatsRoute)](
    newsletterStatsRoute.path,
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, response: { 200: newsletterStatsResponseSchema, ...errors } },
    },
    async () => ({ stats: await subscriberStats(app.ctx) }),
  );
};
