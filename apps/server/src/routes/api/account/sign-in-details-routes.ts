import {
  accountChangeResponseSchema,
  changeEmailRequestSchema,
  changeEmailRoute,
  changePasswordRequestSchema,
  changePasswordRoute,
  changeUsernameRequestSchema,
  changeUsernameRoute,
  emailChangeCodeRequestSchema,
  emailChangeCodeRoute,
} from '@focus-room/core/api/account';
import { errorResponseSchema, messageResponseSchema } from '@focus-room/core/api/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verb } from '../../../lib/api-route';
import { unauthorized } from '../../../lib/http-error';
import { actingUserId, currentUser } from '../../../plugins/authentication';
import {
  changeEmail,
  changePassword,
  changeUsername,
  sendEmailChangeCode,
} from '../../../services/account/sign-in-details';
import { limits } from '../auth/rate-limits';

const HOUR = 3600;

/** Per account (docs/product-rules.md#rate-limits): a person changes these details rarely. */
export const signInDetailLimits = {
  // Each try checks the current password: few, so a borrowed session cannot guess it.
  password: { points: 10, windowSeconds: HOUR, key: actingUserId },
  // Each sends a mail.
  emailCode: { points: 5, windowSeconds: HOUR, key: actingUserId },
  // Each tries a code; five wrong tries void the code anyway.
  emailConfirm: { points: 15, windowSeconds: HOUR / 4, key: actingUserId },
  username: { points: 20, windowSeconds: HOUR, key: actingUserId },
};

const schemaOf = <Body, Ok>(body: Body, ok: Ok) => ({
  tags: ['account'],
  security: [{ bearerAuth: [] }],
  body,
  response: {
    200: ok,
    400: errorResponseSchema,
    401: errorResponseSchema,
    429: errorResponseSchema,
  },
});

/** The signed-in user and the session asking, after `requireUser`. */
function asker(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Settings' changes of password, email and user name (docs/product-rules.md#sign-in-details). */
export const signInDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const passwordPerUser = app.rateLimit('account-password', signInDetailLimits.password);
  const emailCodePerUser = app.rateLimit('account-email-code', signInDetailLimits.emailCode);
  const mailPerAddress = app.rateLimit('mail-address', limits.mailPerAddress);
  const emailConfirmPerUser = app.rateLimit('account-email-confirm', signInDetailLimits.emailConfirm);
  const usernamePerUser = app.rateLimit('account-username', signInDetailLimits.username);

  app[verb(changePasswordRoute)](
    changePasswordRoute.path,
    {
      onRequest: app.requireUser,
      preHandler: passwordPerUser,
      schema: schemaOf(changePasswordRequestSchema, accountChangeResponseSchema),
    },
    async (request) => changePassword(app.ctx, asker(request), request.body),
  );

  app[verb(emailChangeCodeRoute)](
    emailChangeCodeRoute.path,
    {
      onRequest: app.requireUser,
      preHandler: [emailCodePerUser, mailPerAddress],
      schema: schemaOf(emailChangeCodeRequestSchema, messageResponseSchema),
    },
    async (request) => sendEmailChangeCode(app.ctx, currentUser(request), request.body),
  );

  app[verb(changeEmailRoute)](
    changeEmailRoute.path,
    {
      onRequest: app.requireUser,
      preHandler: emailConfirmPerUser,
      schema: schemaOf(changeEmailRequestSchema, accountChangeResponseSchema),
    },
    async (request) => changeEmail(app.ctx, currentUser(request), request.body),
  );

  app[verb(changeUsernameRoute)](
    changeUsernameRoute.path,
    {
      onRequest: app.requireUser,
      preHandler: usernamePerUser,
      schema: schemaOf(changeUsernameRequestSchema, accountChangeResponseSchema),
    },
    async (request) => changeUsername(app.ctx, currentUser(request), request.body),
  );
};
