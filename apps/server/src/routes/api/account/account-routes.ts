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

/** Language saves per account and hour (docs/product-rules.md#rate-limits, `account-language`). */
export const LANGUAGE_SAVES_PER_HOUR = 60;

/**
 * The account's own settings: its language (decision 041) and its deletion from the profile's Settings
 * (docs/product-rules.md#account-deletion).
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Browsers may send the DELETE with a JSON content type and no body.
  acceptEmptyJsonBody(app);
  // A person switches now and then, and a device whose own choice differs saves it at a session's start
  // (docs/product-rules.md#language): a save a minute is far more than that, and stops a runaway client.
  const languagePerUser = app.rateLimit('account-language', {
    points: LANGUAGE_SAVES_PER_HOUR,
    windowSeconds: 3600,
    key: (request) => currentUser(request).id,
  });

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
    async (request) => deleteAccount(app.groupsCtx, currentUser(request).id),
  );

  app[verb(accountLanguageRoute)](
    accountLanguageRoute.path,
    {
      onRequest: app.requireUser,
      preHandler: languagePerUser,
      schema: {
        tags: ['account'],
        security: [{ bearerAuth: [] }],
        body: accountLanguageRequestSchema,
        response: {
          200: accountLanguageResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => saveAccountLanguage(app.ctx, currentUser(request).id, request.body.language),
  );
};
