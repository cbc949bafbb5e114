import { errorResponseSchema } from '@focus-room/core/api/common';
import {
  cancelPeriodEndResponseSchema,
  cancelPeriodEndRoute,
  pushPublicKeyResponseSchema,
  pushPublicKeyRoute,
  removePushSubscriptionRequestSchema,
  removePushSubscriptionResponseSchema,
  removePushSubscriptionRoute,
  savePushSubscriptionRequestSchema,
  savePushSubscriptionResponseSchema,
  savePushSubscriptionRoute,
  schedulePeriodEndRequestSchema,
  schedulePeriodEndResponseSchema,
  schedulePeriodEndRoute,
} from '@focus-room/core/api/push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verb } from '../../../lib/api-route';
import { currentUser } from '../../../plugins/authentication';
import { cancelPeriodEnd, schedulePeriodEnd } from '../../../services/push/period-end';
import { removePushSubscription, savePushSubscription } from '../../../services/push/push-subscriptions';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };
const signedIn = { tags: ['push'], security: [{ bearerAuth: [] }] };

/**
 * Web Push at a period's end (docs/product-rules.md#alerts-at-a-period-end): the browser's subscription
 * and the one scheduled period end per user, pushed by the job queue when it comes.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  // A timer schedules or cancels at each start, pause, reset and phase; this only stops a runaway client.
  const perUser = (name: string) =>
    app.rateLimit(name, { points: 120, windowSeconds: 60, key: (request) => currentUser(request).id });
  const subscriptionLimit = perUser('push-subscription');
  const scheduleLimit = perUser('period-end');

  app[verb(pushPublicKeyRoute)](
    pushPublicKeyRoute.path,
    {
      schema: {
        tags: ['push'],
        summary: 'The VAPID public key browsers subscribe with',
        response: { 200: pushPublicKeyResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { publicKey: app.ctx.config.vapid.publicKey };
    },
  );

  app[verb(savePushSubscriptionRoute)](
    savePushSubscriptionRoute.path,
    {
      onRequest: app.requireUser,
      preHandler: subscriptionLimit,
      schema: {
        ...signedIn,
        body: savePushSubscriptionRequestSchema,
        response: { 200: savePushSubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => savePushSubscription(app.ctx, currentUser(request).id, request.body),
  );

  app[verb(removePushSubscriptionRoute)](
    removePushSubscriptionRoute.path,
    {
      onRequest: app.requireUser,
      preHandler: subscriptionLimit,
      schema: {
        ...signedIn,
        body: removePushSubscriptionRequestSchema,
        response: { 200: removePushSubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => removePushSubscription(app.ctx, currentUser(request).id, request.body.endpoint),
  );

  app[verb(schedulePeriodEndRoute)](
    schedulePeriodEndRoute.path,
    {
      onRequest: app.requireUser,
      preHandler: scheduleLimit,
      schema: {
        ...signedIn,
        body: schedulePeriodEndRequestSchema,
        response: { 200: schedulePeriodEndResponseSchema, ...errors },
      },
    },
    async (request) => schedulePeriodEnd(app.ctx, currentUser(request).id, request.body),
  );

  app[verb(cancelPeriodEndRoute)](
    cancelPeriodEndRoute.path,
    {
      onRequest: app.requireUser,
      preHandler: scheduleLimit,
      schema: { ...signedIn, response: { 200: cancelPeriodEndResponseSchema, ...errors } },
    },
    async (request) => cancelPeriodEnd(app.ctx, currentUser(request).id),
  );
};
