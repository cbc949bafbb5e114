import { ADMIN_MESSAGES } from '@focus-room/core/api/admin-stats';
import {
  adminUpdateUserRequestSchema,
  adminUpdateUserResponseSchema,
  adminUserParamsSchema,
  updateAdminUserRoute,
} from '@focus-room/core/api/admin-users';
import { errorResponseSchema } from '@focus-room/core/api/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verb } from '../../../lib/api-route';
import { currentUser } from '../../../plugins/authentication';
import { updateUserByAdmin } from '../../../services/admin/admin-users';
import { toPublicUser } from '../../../services/auth/public-user';

/** The admin Users tab's edit (docs/product-rules.md#admin-users); also how end-to-end tests give coins. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app[verb(updateAdminUserRoute)](
    updateAdminUserRoute.path,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        params: adminUserParamsSchema,
        body: adminUpdateUserRequestSchema,
        response: {
          200: adminUpdateUserResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = await updateUserByAdmin(app.ctx, {
        userId: request.params.id,
        detail: `set by admin ${currentUser(request).id}`,
        ...request.body,
      });
      return { message: ADMIN_MESSAGES.userUpdated, user: toPublicUser(user) };
    },
  );
};
