import { errorResponseSchema } from '@focus-room/core/api/common';
import type { FastifyInstance } from 'fastify';
import { actingUserId } from '../../../plugins/authentication';

// What every study-group route shares: its OpenAPI tags and security, its error answers and a per-user
// rate limit (docs/product-rules.md#study-groups).

export const HOUR = 3600;

export const groupErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

export const signedIn = { tags: ['groups'], security: [{ bearerAuth: [] }] };

/** A preHandler counting the signed-in user's requests under `name`. */
export const perUser = (app: FastifyInstance, name: string, points: number, windowSeconds: number) =>
  app.rateLimit(name, { points, windowSeconds, key: actingUserId });
