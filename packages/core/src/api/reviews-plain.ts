// The reviews contract without zod (limits, messages, route descriptors), for web code that runs on a first
// load (docs/decisions/016-small-first-chunk.md); reviews.ts re-exports it with the schemas.
import { SERVER_MESSAGES as M } from '../i18n/server-messages';
import type { ApiRoute } from './route';

/**
 * Wording of the feedback form and the admin Reviews tab (docs/product-rules.md#feedback, #admin-reviews).
 */
export const REVIEW_MESSAGES = {
  textRequired: M.reviewTextRequired,
  authRequired: M.reviewAuthRequired,
  submitFailed: M.reviewSubmitFailed,
  thankYou: M.reviewThankYou,
  fetchError: M.reviewFetchError,
  fetchFailed: M.reviewFetchFailed,
  starRange: M.reviewStarRange,
} as const;

export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_STARS_DEFAULT = 5;
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_PAGE_SIZE_MAX = 50;

// The endpoints of this area: method and path, for the server to register and the web to call (api/route.ts).
export const submitReviewRoute = { method: 'POST', path: '/api/review' } as const satisfies ApiRoute;
export const listReviewsRoute = { method: 'GET', path: '/api/review' } as const satisfies ApiRoute;
