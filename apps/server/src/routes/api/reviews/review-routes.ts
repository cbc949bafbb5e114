import { errorResponseSchema } from '@focus-room/core/api/common';
import {
  listReviewsRoute,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewRequestSchema,
  reviewResponseSchema,
  submitReviewRoute,
} from '@focus-room/core/api/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verb } from '../../../lib/api-route';
import { listReviews, submitReview } from '../../../services/reviews/review-service';

const HOUR = 60 * 60;

/**
 * The feedback form (POST /api/review) and the admin Reviews tab (GET /api/review);
 * docs/product-rules.md#feedback.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  // Guests are counted per address, signed-in users per account only: a school or an office behind
  // one NAT address must not share one budget between all its users.
  const perGuestIp = app.rateLimit('review-ip', { points: 10, windowSeconds: HOUR });
  const perUser = app.rateLimit('review-user', {
    points: 5,
    windowSeconds: HOUR,
    key: (request) => request.auth?.user.id ?? '',
  });

  app[verb(submitReviewRoute)](
    submitReviewRoute.path,
    {
      // Guests may leave feedback too; a token that comes along must be valid and names the author.
      onRequest: app.optionalUser,
      preHandler: async (request) => (request.auth ? perUser(request) : perGuestIp(request)),
      schema: {
        tags: ['reviews'],
        security: [{}, { bearerAuth: [] }],
        body: reviewRequestSchema,
        response: {
          201: reviewResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await submitReview(app.ctx, request.auth?.user ?? null, request.body)),
  );

  app[verb(listReviewsRoute)](
    listReviewsRoute.path,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['reviews', 'admin'],
        security: [{ bearerAuth: [] }],
        querystring: reviewListQuerySchema,
        response: {
          200: reviewListResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => listReviews(app.ctx, request.query),
  );
};
