import { errorResponseSchema } from '@focus-room/core/api/common';
import {
  newsletterStatsResponseSchema,
  newsletterSubscribersResponseSchema,
} from '@focus-room/core/api/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSubscribers, subscriberStats } from '../../../services/newsletter/newsletter-service';

const admin = { tags: ['newsletter', 'admin'], security: [{ bearerAuth: [] }] };
const errors = { 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * The admin Newsletter Subscribers tab: the table and its stats cards
 * (docs/product-rules.md#admin-newsletter-subscribers).
 */
export const newsletterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/newsletter/admin/subscribers',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, response: { 200: newsletterSubscribersResponseSchema, ...errors } },
    },
    async () => ({ subscribers: await listSubscribers(app.ctx) }),
  );

  app.get(
    '/api/newsletter/admin/stats',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, response: { 200: newsletterStatsResponseSchema, ...errors } },
    },
    async () => ({ stats: await subscriberStats(app.ctx) }),
  );
};
