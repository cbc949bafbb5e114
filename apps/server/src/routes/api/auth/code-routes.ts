import {
  emailRequestSchema,
  resetPasswordRequestSchema,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
} from '@focus-room/core/api/auth';
import { errorResponseSchema, messageResponseSchema } from '@focus-room/core/api/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

  app.post(
    '/api/auth/verify-otp',
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

  app.post(
    '/api/auth/resend-otp',
    {
      preHandler: [perIp, mailPerAddress],
      schema: { tags: ['auth'], body: emailRequestSchema, response: responses },
    },
    async (request) => resendVerification(app.ctx, request.body),
  );

  app.post(
    '/api/auth/forgot-password',
    {
      preHandler: [perIp, mailPerAddress],
      schema: { tags: ['auth'], body: emailRequestSchema, response: responses },
    },
    async (request) => forgotPassword(app.ctx, request.body),
  );

  app.post(
    '/api/auth/reset-password',
    {
      preHandler: [perIp, triesPerAddress],
      schema: { tags: ['auth'], body: resetPasswordRequestSchema, response: responses },
    },
    async (request) => resetPassword(app.ctx, request.body),
  );
};
