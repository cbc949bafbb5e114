import { errorResponseSchema, messageResponseSchema } from '@focus-room/core/api/common';
import {
  newsletterStatusResponseSchema,
  newsletterSubscribeRequestSchema,
  newsletterSubscribeResponseSchema,
} from '@focus-room/core/api/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptEmptyJsonBody } from '../../../lib/empty-json-body';
import { currentUser } from '../../../plugins/authentication';
import { newsletterStatus, subscribe, unsubscribe } from '../../../services/newsletter/newsletter-service';

const HOUR = 60 * 60;
const bearer = { tags: ['newsletter'], security: [{ bearerAuth: [] }] };
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

/** The signed-in user's own subscription (001 §7 Newsletter). Every call acts on the token's user only. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  // The unsubscribe call has an empty body, sent with or without a JSON content type.
  acceptEmptyJsonBody(app);

  app.get(
    '/api/newsletter/status',
    {
      onRequest: app.requireUser,
      schema: { ...bearer, response: { 200: newsletterStatusResponseSchema, 401: errorResponseSchema } },
    },
    async (request) => newsletterStatus(app.ctx, currentUser(request).id),
  );

  app.post(
    '/api/newsletter/subscribe',
    {
      onRequest: app.requireUser,
      // Every subscribe or address change mails the address: a few per account and per recipient an
      // hour are plenty for a person and stop anyone from flooding an inbox.
      preHandler: [
        app.rateLimit('newsletter-subscribe-user', {
          points: 10,
          windowSeconds: HOUR,
          key: (request) => currentUser(request).id,
        }),
        app.rateLimit('newsletter-subscribe-address', {
          points: 5,
          windowSeconds: HOUR,
          key: (request) => (request.body as { email: string }).email.toLowerCase(),
        }),
      ],
      schema: {
        ...bearer,
        body: newsletterSubscribeRequestSchema,
        response: { 200: newsletterSubscribeResponseSchema, ...errors },
      },
    },
    async (request) => subscribe(app.ctx, currentUser(request), request.body.email),
  );

  app.post(
    '/api/newsletter/unsubscribe',
    {
      onRequest: app.requireUser,
      schema: { ...bearer, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => unsubscribe(app.ctx, currentUser(request).id),
  );
};
