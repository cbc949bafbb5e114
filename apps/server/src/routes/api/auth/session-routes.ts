import {
  AUTH_MESSAGES,
  logoutRoute,
  verifySessionResponseSchema,
  verifySessionRoute,
} from '@focus-room/core/api/auth';
import { errorResponseSchema, messageResponseSchema } from '@focus-room/core/api/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verb } from '../../../lib/api-route';
import { currentUser } from '../../../plugins/authentication';
import { toPublicUser } from '../../../services/auth/public-user';
import { endSession } from '../../../services/auth/sessions';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app[verb(verifySessionRoute)](
    verifySessionRoute.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        response: {
          200: verifySessionResponseSchema,
          401: errorResponseSchema.extend({ isValid: z.literal(false).optional() }),
        },
      },
    },
    async (request) => ({ isValid: true as const, user: toPublicUser(currentUser(request)) }),
  );

  app[verb(logoutRoute)](
    logoutRoute.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        response: { 200: messageResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      if (request.auth) await endSession(app.ctx, request.auth.sessionId);
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );
};
