import {
  googleLoginRequestSchema,
  googleLoginResponseSchema,
  googleLoginRoute,
  loginRequestSchema,
  loginResponseSchema,
  loginRoute,
  registerRequestSchema,
  registerRoute,
  verifyFirstResponseSchema,
} from '@focus-room/core/api/auth';
import { errorResponseSchema, messageResponseSchema } from '@focus-room/core/api/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verb } from '../../../lib/api-route';
import { requestLanguage } from '../../../lib/request-language';
import { login, register } from '../../../services/auth/account-service';
import { googleLogin } from '../../../services/auth/google-login';
import { limits, loginDelayPerAccount } from './rate-limits';

const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema };

export const credentialRoutes: FastifyPluginAsyncZod = async (app) => {
  const loginPerIp = app.rateLimit('login-ip', limits.loginPerIp);
  const loginPerAccountAndIp = app.rateLimit('login-account-ip', limits.loginPerAccountAndIp);
  const loginDelay = app.attemptDelay('login-account', loginDelayPerAccount);
  app[verb(registerRoute)](
    registerRoute.path,
    {
      preHandler: app.rateLimit('register-ip', limits.registerPerIp),
      schema: {
        tags: ['auth'],
        body: registerRequestSchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request, request.body.language);
      return reply.code(201).send(await register(app.ctx, { ...request.body, language }));
    },
  );

  app[verb(loginRoute)](
    loginRoute.path,
    {
      preHandler: [loginPerIp, loginPerAccountAndIp],
      schema: {
        tags: ['auth'],
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errors, 403: verifyFirstResponseSchema },
      },
    },
    async (request) =>
      login(app.ctx, request.body, { userAgent: request.headers['user-agent'], delay: loginDelay }),
  );

  app[verb(googleLoginRoute)](
    googleLoginRoute.path,
    {
      preHandler: loginPerIp,
      schema: {
        tags: ['auth'],
        body: googleLoginRequestSchema,
        response: { 200: googleLoginResponseSchema, ...errors },
      },
    },
    async (request) =>
      googleLogin(
        app.ctx,
        { ...request.body, language: requestLanguage(request, request.body.language) },
        { userAgent: request.headers['user-agent'] },
      ),
  );
};
