import {
  accountLanguageRequestSchema,
  accountLanguageResponseSchema,
  accountLanguageRoute,
  deleteAccountResponseSchema,
  deleteAccountRoute,
} from '@focus-room/core/api/account';
import { errorResponseSchema } from '@focus-room/core/api/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verb } from '../../../lib/api-route';
import { acceptEmptyJsonBody } from '../../../lib/empty-json-body';
import { currentUser } from '../../../plugins/authentication';
import { saveAccountLanguage } from '../../../services/account/account-language';
import { deleteAccount } from '../../../services/account/delete-account';

/**
 * The account's own settings: its language (decision 041) and its deletion from the profile's Settings
 * (docs/product-rules.md#account-deletion).
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Browsers may send the DELETE with a JSON content type and no body.
  acceptEmptyJsonBody(app);

  app[verb(deleteAccountRoute)](
    deleteAccountRoute.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        security: [{ bearerAuth: [] }],
        response: { 200: deleteAccountResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => deleteAccount(app.ctx, currentUser(request).id),
  );

  app[verb(accountLanguageRoute)](
    accountLanguageRoute.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        security: [{ bearerAuth: [] }],
        body: accountLanguageRequestSchema,
        response: {
          200: accountLanguageResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request) => saveAccountLanguage(app.ctx, currentUser(request).id, request.body.language),
  );
};
