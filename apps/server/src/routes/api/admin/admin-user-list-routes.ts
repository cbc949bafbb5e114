import {
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  adminUsersRoute,
  loginFrequencyDailyQuerySchema,
  loginFrequencyDailyRoute,
  loginFrequencyMonthlyQuerySchema,
  loginFrequencyMonthlyRoute,
  loginFrequencyResponseSchema,
  loginFrequencyYearlyQuerySchema,
  loginFrequencyYearlyRoute,
} from '@focus-room/core/api/admin-stats';
import { adminUserParamsSchema } from '@focus-room/core/api/admin-users';
import { errorResponseSchema } from '@focus-room/core/api/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verb } from '../../../lib/api-route';
import { listUsers, loginFrequency } from '../../../services/admin/admin-user-list';

const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * The admin Users tab's list and the Analytics tab's per-user login frequency (docs/product-rules.md#admin).
 */
export const adminUserListRoutes: FastifyPluginAsyncZod = async (app) => {
  app[verb(adminUsersRoute)](
    adminUsersRoute.path,
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema, ...errors },
      },
    },
    async (request) => listUsers(app.ctx, request.query),
  );

  const frequencySchema = { ...admin, params: adminUserParamsSchema };
  const frequencyResponse = { 200: loginFrequencyResponseSchema, ...errors, 404: errorResponseSchema };

  app[verb(loginFrequencyDailyRoute)](
    loginFrequencyDailyRoute.path,
    {
      onRequest: app.requireAdmin,
      schema: {
        ...frequencySchema,
        querystring: loginFrequencyDailyQuerySchema,
        response: frequencyResponse,
      },
    },
    async (request) => loginFrequency(app.ctx, request.params.id, request.query),
  );

  app[verb(loginFrequencyMonthlyRoute)](
    loginFrequencyMonthlyRoute.path,
    {
      onRequest: app.requireAdmin,
      schema: {
        ...frequencySchema,
        querystring: loginFrequencyMonthlyQuerySchema,
        response: frequencyResponse,
      },
    },
    async (request) => loginFrequency(app.ctx, request.params.id, request.query),
  );

  app[verb(loginFrequencyYearlyRoute)](
    loginFrequencyYearlyRoute.path,
    {
      onRequest: app.requireAdmin,
      schema: {
        ...frequencySchema,
        querystring: loginFrequencyYearlyQuerySchema,
        response: frequencyResponse,
      },
    },
    async (request) => loginFrequency(app.ctx, request.params.id, request.query),
  );
};
