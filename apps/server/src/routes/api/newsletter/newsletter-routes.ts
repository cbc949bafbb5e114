import { errorResponseSchema, messageResponseSchema } from '@focus-room/core/api/common';
import {
  confirmNewsletterRoute,
  newsletterConfirmRequestSchema,
  newsletterPromptedResponseSchema,
  newsletterPromptedRoute,
  newsletterStatusResponseSchema,
  newsletterStatusRoute,
  newsletterSubscribeRequestSchema,
  newsletterSubscribeResponseSchema,
  subscribeNewsletterRoute,
  unsubscribeNewsletterRoute,
} from '@focus-room/core/api/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verb } from '../../../lib/api-route';
import { acceptEmptyJsonBody } from '../../../lib/empty-json-body';
import { currentUser } from '../../../plugins/authentication';
import {
  confirmSubscription,
  markNewsletterPrompted,
  newsletterStatus,
  subscribe,
  unsubscribe,
} from '../../../services/newsletter/newsletter-service';
import { limits } from '../auth/rate-limits';

const HOUR = 60 * 60;
const bearer = { tags: ['newsletter'], security: [{ bearerAuth: [] }] };
/** Unsubscribe calls per account and hour (docs/product-rules.md#rate-limits, `newsletter-unsubscribe-user`). */
export const UNSUBSCRIBES_PER_HOUR = 30;
/** Prompt marks per account and hour (`newsletter-prompted-user`): one per device is all a person sends. */
export const PROMPT_MARKS_PER_HOUR = 30;
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

/**
 * The signed-in user's own subscription (docs/product-rules.md#newsletter); every call acts on the token's
 * user only. Confirming a mailed link is the one public call: it may be opened signed out, in another
 * browser.
 */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  // The unsubscribe call has an empty body, sent with or without a JSON content type.
  acceptEmptyJsonBody(app);
  // Shared by name with every mail-sending auth route: one inbox gets at most a handful of our mails an
  // hour, whichever routes send them.
  const mailPerAddress = app.rateLimit('mail-address', limits.mailPerAddress);

  app[verb(newsletterStatusRoute)](
    newsletterStatusRoute.path,
    {
      onRequest: app.requireUser,
      schema: { ...bearer, response: { 200: newsletterStatusResponseSchema, 401: errorResponseSchema } },
    },
    async (request) => newsletterStatus(app.ctx, currentUser(request).id),
  );

  app[verb(subscribeNewsletterRoute)](
    subscribeNewsletterRoute.path,
    {
      onRequest: app.requireUser,
      // Nearly every subscribe mails the address (a welcome or a confirmation link): a few per account
      // and per recipient an hour are plenty for a person and stop anyone from flooding an inbox.
      preHandler: [
        app.rateLimit('newsletter-subscribe-user', {
          points: 10,
          windowSeconds: HOUR,
          key: (request) => currentUser(request).id,
        }),
        mailPerAddress,
      ],
      schema: {
        ...bearer,
        body: newsletterSubscribeRequestSchema,
        response: { 200: newsletterSubscribeResponseSchema, ...errors },
      },
    },
    // Mails in the language the browser sent, else the account's: an explicit choice beats a header.
    async (request) => {
      const user = currentUser(request);
      return subscribe(app.ctx, user, request.body.email, request.body.language ?? user.language);
    },
  );

  app[verb(confirmNewsletterRoute)](
    confirmNewsletterRoute.path,
    {
      // A token is 256 random bits, so guessing is hopeless; the limit only keeps scripts from hammering.
      preHandler: app.rateLimit('newsletter-confirm-ip', { points: 30, windowSeconds: HOUR }),
      schema: {
        tags: ['newsletter'],
        body: newsletterConfirmRequestSchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => confirmSubscription(app.ctx, request.body.token),
  );

  app[verb(unsubscribeNewsletterRoute)](
    unsubscribeNewsletterRoute.path,
    {
      onRequest: app.requireUser,
      // It sends no mail, so it may be looser than subscribing; a person needs a handful at most.
      preHandler: app.rateLimit('newsletter-unsubscribe-user', {
        points: UNSUBSCRIBES_PER_HOUR,
        windowSeconds: HOUR,
        key: (request) => currentUser(request).id,
      }),
      schema: { ...bearer, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => unsubscribe(app.ctx, currentUser(request).id),
  );

  app[verb(newsletterPromptedRoute)](
    newsletterPromptedRoute.path,
    {
      onRequest: app.requireUser,
      preHandler: app.rateLimit('newsletter-prompted-user', {
        points: PROMPT_MARKS_PER_HOUR,
        windowSeconds: HOUR,
        key: (request) => currentUser(request).id,
      }),
      schema: { ...bearer, response: { 200: newsletterPromptedResponseSchema, ...errors } },
    },
    async (request) => markNewsletterPrompted(app.ctx, currentUser(request).id),
  );
};
