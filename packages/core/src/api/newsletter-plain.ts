// The newsletter contract without zod (limits, messages, route descriptors), for web code that runs on a first
// load (docs/decisions/016-small-first-chunk.md); newsletter.ts re-exports it with the schemas.
import { SERVER_MESSAGES as M } from '../i18n/server-messages';
import type { ApiRoute } from './route';

/** Wording of the newsletter flows (docs/product-rules.md#newsletter). */
export const NEWSLETTER_MESSAGES = {
  emailRequired: M.emailRequired,
  emailInvalid: M.emailInvalid,
  subscribed: M.newsletterSubscribed,
  confirmationSent: M.newsletterConfirmationSent,
  confirmed: M.newsletterConfirmed,
  confirmInvalid: M.newsletterConfirmInvalid,
  emailUpdated: M.newsletterEmailUpdated,
  unsubscribed: M.newsletterUnsubscribed,
  notSubscribed: M.newsletterNotSubscribed,
  statusFailed: M.newsletterStatusFailed,
  subscribeFailed: M.newsletterSubscribeFailed,
  unsubscribeFailed: M.newsletterUnsubscribeFailed,
  unsubscribeConfirm: M.newsletterUnsubscribeConfirm,
  adminLoadFailed: M.newsletterAdminLoadFailed,
} as const;

/** Recent subscribers in the admin stats: those of the last 7 days. */
export const RECENT_SUBSCRIBER_DAYS = 7;
/**
 * How often the newsletter comes: the one promise every web text and mail makes
 * (docs/product-rules.md#newsletter-frequency).
 */
export const NEWSLETTER_FREQUENCY = 'about twice a month';

/** A confirmation link (double opt-in) stays valid this long. */
export const NEWSLETTER_CONFIRM_HOURS = 48;

// The endpoints of this area: method and path, for the server to register and the web to call (api/route.ts).
export const newsletterStatusRoute = {
  method: 'GET',
  path: '/api/newsletter/status',
} as const satisfies ApiRoute;
export const subscribeNewsletterRoute = {
  method: 'POST',
  path: '/api/newsletter/subscribe',
} as const satisfies ApiRoute;
export const confirmNewsletterRoute = {
  method: 'POST',
  path: '/api/newsletter/confirm',
} as const satisfies ApiRoute;
export const unsubscribeNewsletterRoute = {
  method: 'POST',
  path: '/api/newsletter/unsubscribe',
} as const satisfies ApiRoute;
/** The newsletter prompt was shown to (or decided for) the caller: remembered per account. */
export const newsletterPromptedRoute = {
  method: 'POST',
  path: '/api/newsletter/prompted',
} as const satisfies ApiRoute;
export const newsletterSubscribersRoute = {
  method: 'GET',
  path: '/api/newsletter/admin/subscribers',
} as const satisfies ApiRoute;
export const newsletterStatsRoute = {
  method: 'GET',
  path: '/api/newsletter/admin/stats',
} as const satisfies ApiRoute;
