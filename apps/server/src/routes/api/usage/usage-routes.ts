import { errorResponseSchema, messageResponseSchema } from '@focus-room/core/api/common';
import {
  focusPeriodRequestSchema,
  focusPeriodRoute,
  trackBrowserRequestSchema,
  trackBrowserRoute,
} from '@focus-room/core/api/usage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verb } from '../../../lib/api-route';
import { currentUser } from '../../../plugins/authentication';
import { recordBrowser, recordFocusPeriod } from '../../../services/usage/usage-reports';

const HOUR = 60 * 60;
const errors = { 400: errorResponseSchema, 429: errorResponseSchema };

/** Consented usage reports behind the admin dashboard's browser, theme and Analytics figures. */
export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  // The single /api/admin route that is NOT admin-only, on purpose: the product's path is where every browser
  // reports its kind once per profile, after the visitor allowed analytics on /cookies, signed in or not. It
  // stores no user id and reads nothing back; the per-address limit keeps it from being used to flood the
  // table. admin-guard.test.ts checks that it stays the only exception.
  app[verb(trackBrowserRoute)](
    trackBrowserRoute.path,
    {
      preHandler: app.rateLimit('track-browser-ip', { points: 30, windowSeconds: HOUR }),
      schema: {
        tags: ['usage'],
        body: trackBrowserRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => recordBrowser(app.ctx, request.body),
  );

  app[verb(focusPeriodRoute)](
    focusPeriodRoute.path,
    {
      onRequest: app.requireUser,
      // One report per finished focus period or break: a person stays far below this.
      preHandler: app.rateLimit('focus-period-user', {
        points: 120,
        windowSeconds: HOUR,
        key: (request) => currentUser(request).id,
      }),
      schema: {
        tags: ['usage'],
        security: [{ bearerAuth: [] }],
        body: focusPeriodRequestSchema,
        response: { 201: messageResponseSchema, 401: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await recordFocusPeriod(app.ctx, currentUser(request).id, request.body)),
  );
};
