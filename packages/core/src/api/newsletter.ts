import { z } from 'zod';
import { SERVER_MESSAGES as M } from '../i18n/server-messages';
import { languageSchema } from './common';
import { NEWSLETTER_MESSAGES } from './newsletter-plain';

export * from './newsletter-plain';

/**
 * POST /api/newsletter/subscribe. The account's own verified address is subscribed at once; any other
 * address waits for its owner to open the link mailed to it (double opt-in), while an existing
 * subscription stays as it is. Confirming another address later keeps the original date.
 */
export const newsletterSubscribeRequestSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_MESSAGES.emailRequired })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.emailRequired)
    .max(320, M.emailTooLong)
    .pipe(z.email(NEWSLETTER_MESSAGES.emailInvalid)),
  /** The language of the mails to this address; without it, the request's Accept-Language decides. */
  language: languageSchema.optional(),
});
export type NewsletterSubscribeRequest = z.infer<typeof newsletterSubscribeRequestSchema>;

/** Timestamps travel as ISO 8601 strings. */
export const newsletterSubscriptionSchema = z.object({
  email: z.string(),
  subscribedAt: z.string(),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

/**
 * GET /api/newsletter/status. `subscription` is the confirmed one only; `pendingEmail` is an address waiting
 * for confirmation while its link is still valid, else null.
 */
export const newsletterStatusResponseSchema = z.object({
  isSubscribed: z.boolean(),
  subscription: newsletterSubscriptionSchema.nullable(),
  pendingEmail: z.string().nullable(),
  /** The account has had its newsletter prompt, on any device (docs/product-rules.md#newsletter-prompt). */
  prompted: z.boolean(),
});
export type NewsletterStatusResponse = z.infer<typeof newsletterStatusResponseSchema>;

/** POST /api/newsletter/prompted: empty body; the first call's time is kept, later calls change nothing. */
export const newsletterPromptedResponseSchema = z.object({ prompted: z.literal(true) });
export type NewsletterPromptedResponse = z.infer<typeof newsletterPromptedResponseSchema>;

/** `message` is subscribed, emailUpdated or confirmationSent; the rest is the status after the call. */
export const newsletterSubscribeResponseSchema = z.object({
  message: z.string(),
  subscription: newsletterSubscriptionSchema.nullable(),
  pendingEmail: z.string().nullable(),
});
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;

/**
 * POST /api/newsletter/confirm (public: the link may be opened signed out, in another browser). Answers
 * `{ message: confirmed }`, or 400 confirmInvalid for an unknown, used or expired token.
 */
export const newsletterConfirmRequestSchema = z.object({
  token: z
    .string({ error: NEWSLETTER_MESSAGES.confirmInvalid })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.confirmInvalid)
    .max(200, NEWSLETTER_MESSAGES.confirmInvalid),
});
export type NewsletterConfirmRequest = z.infer<typeof newsletterConfirmRequestSchema>;

/**
 * GET /api/newsletter/admin/subscribers: every confirmed subscriber, newest first; addresses still waiting
 * for confirmation are not subscribers.
 */
export const newsletterSubscriberRowSchema = z.object({
  subscriptionId: z.string(),
  username: z.string(),
  userEmail: z.string(),
  newsletterEmail: z.string(),
  subscribedAt: z.string(),
  userRegisteredAt: z.string(),
});
export type NewsletterSubscriberRow = z.infer<typeof newsletterSubscriberRowSchema>;

export const newsletterSubscribersResponseSchema = z.object({
  subscribers: z.array(newsletterSubscriberRowSchema),
});

/**
 * GET /api/newsletter/admin/stats, over confirmed subscriptions only. totalUsers counts verified accounts;
 * subscriptionRate is the text percentage of subscribers among those verified accounts, with one decimal
 * ('12.5%', '0.0%' without accounts); recentSubscribers counts the last RECENT_SUBSCRIBER_DAYS days.
 */
export const newsletterStatsSchema = z.object({
  totalSubscribers: z.number().int(),
  subscriptionRate: z.string(),
  recentSubscribers: z.number().int(),
  totalUsers: z.number().int(),
});
export type NewsletterStats = z.infer<typeof newsletterStatsSchema>;
export const newsletterStatsResponseSchema = z.object({ stats: newsletterStatsSchema });
