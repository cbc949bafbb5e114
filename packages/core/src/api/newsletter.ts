import { z } from 'zod';

/** Wording of the newsletter flows (001 §5, §8). */
export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  subscribed: 'You are now subscribed to our newsletter!',
  emailUpdated: 'Your newsletter email has been updated.',
  unsubscribed: 'You have been unsubscribed from our newsletter.',
  notSubscribed: 'You are not subscribed to our newsletter.',
  statusFailed: 'Failed to load subscription status',
  subscribeFailed: 'Failed to subscribe to newsletter',
  unsubscribeFailed: 'Failed to unsubscribe',
  unsubscribeConfirm: 'Are you sure you want to unsubscribe from our newsletter?',
  adminLoadFailed: 'Failed to load newsletter data',
} as const;

/** Recent subscribers in the admin stats: those of the last 7 days (001 §9). */
export const RECENT_SUBSCRIBER_DAYS = 7;

/** POST /api/newsletter/subscribe. Subscribing again changes the address and keeps the original date. */
export const newsletterSubscribeRequestSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_MESSAGES.emailRequired })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.emailRequired)
    .max(320, 'That email address is too long')
    .pipe(z.email(NEWSLETTER_MESSAGES.emailInvalid)),
});
export type NewsletterSubscribeRequest = z.infer<typeof newsletterSubscribeRequestSchema>;

/** Timestamps travel as ISO 8601 strings. */
export const newsletterSubscriptionSchema = z.object({
  email: z.string(),
  subscribedAt: z.string(),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

/** GET /api/newsletter/status (001 §3 Newsletter status). */
export const newsletterStatusResponseSchema = z.object({
  isSubscribed: z.boolean(),
  subscription: newsletterSubscriptionSchema.nullable(),
});
export type NewsletterStatusResponse = z.infer<typeof newsletterStatusResponseSchema>;

export const newsletterSubscribeResponseSchema = z.object({
  message: z.string(),
  subscription: newsletterSubscriptionSchema,
});
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;

/** GET /api/newsletter/admin/subscribers: every current subscriber, newest first (001 §3). */
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
 * GET /api/newsletter/admin/stats. subscriptionRate is a text percentage of subscribers among all users
 * with one decimal ('12.5%'); recentSubscribers counts the last RECENT_SUBSCRIBER_DAYS days.
 */
export const newsletterStatsSchema = z.object({
  totalSubscribers: z.number().int(),
  subscriptionRate: z.string(),
  recentSubscribers: z.number().int(),
  totalUsers: z.number().int(),
});
export type NewsletterStats = z.infer<typeof newsletterStatsSchema>;
export const newsletterStatsResponseSchema = z.object({ stats: newsletterStatsSchema });
