import {
  emailRequestSchema,
  forgotPasswordRoute,
  resendOtpRoute,
  resetPasswordRequestSchema,
  resetPasswordRoute,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
  verifyOtpRoute,
} from '@focus-room/core/api/auth';
import { errorResponseSchema, messageResponseSchema } from '@focus-room/core/api/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verb } from '../../../lib/api-route';
import {
  forgotPassword,
  resendVerification,
  resetPassword,
  verifyEmail,
} from '../../../services/auth/account-service';
import { limits } from './rate-limits';

const responses = { 200: messageResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema };

export const codeRoutes: FastifyPluginAsyncZod = async (app) => {
  const perIp = app.rateLimit('codes-ip', limits.codesPerIp);
  const mailPerAddress = app.rateLimit('mail-address', limits.mailPerAddress);
  const triesPerAddress = app.rateLimit('code-tries-address', limits.codeTriesPerAddress);

  app[verb(verifyOtpRoute)](
    verifyOtpRoute.path,
    {
      preHandler: [perIp, triesPerAddress],
      schema: {
        tags: ['auth'],
        body: verifyOtpRequestSchema,
        response: { ...responses, 200: verifyOtpResponseSchema },
      },
    },
    async (request) => verifyEmail(app.ctx, request.body, { userAgent: request.headers['user-agent'] }),
  );

  app[verb(resendOtpRoute)](
    resendOtpRoute.path,
    {
      preHandler: [perIp, mailPerAddress],
      schema: { tags: ['auth'], body: emailRequestSchema, response: responses },
    },
    async (request) => resendVerification(app.ctx, request.body),
  );

  app[verb(forgotPasswordRoute)](
    forgotPasswordRoute.path,
    {
      preHandler: [perIp, mailPerAddress],
      schema: { tags: ['auth'], body: emailRequestSchema, response: responses },
    },
    async (request) => forgotPassword(app.ctx, request.body),
  );

  app[verb(resetPasswordRoute)](
    resetPasswordRoute.path,
    {
      preHandler: [perIp, triesPerAddress],
      schema: { tags: ['auth'], body: resetPasswordRequestSchema, response: responses },
    },
    async (request) => resetPassword(app.ctx, request.body),
  );
};
