import type { ReviewRequest } from '@focus-room/core/api/reviews';
import { REVIEW_MESSAGES } from '@focus-room/core/api/reviews-plain';
import { translate } from '../../../i18n/i18n';
import { serverMessageOr } from '../../../lib/api-client';
import { readStorage, writeStorage } from '../../../lib/storage';

/** Browser-local flag: once a review is in, the form stays hidden for good. */
export const REVIEW_FLAG_KEY = 'hasSubmittedReview';

export const hasSubmittedReview = () => readStorage(REVIEW_FLAG_KEY) === 'true';
export const rememberReviewSubmitted = () => writeStorage(REVIEW_FLAG_KEY, 'true');

/** The thank-you stays this long before the form hides itself. */
export const THANK_YOU_MS = 3000;
/** Then the card folds away over this long (its height eases to 0) instead of vanishing at once. */
export const COLLAPSE_MS = 400;

type Draft = { starRating: number; text: string; signedIn: boolean; userId: string | undefined };

/**
 * The request for a draft, or the message that stops it (docs/product-rules.md#feedback): the text must not
 * be blank, and a signed-in user's review needs their id. A visitor's review goes without one (a guest
 * review). The problem is core's English wording; the form shows it through PROBLEM_TEXT.
 */
export function buildReview(draft: Draft): { review: ReviewRequest } | { problem: string } {
  const textReview = draft.text.trim();
  if (!textReview) return { problem: REVIEW_MESSAGES.textRequired };
  if (!draft.signedIn) return { review: { starRating: draft.starRating, textReview } };
  if (!draft.userId) return { problem: REVIEW_MESSAGES.authRequired };
  return { review: { starRating: draft.starRating, textReview, userId: draft.userId } };
}

/** What the form shows for each problem of buildReview, in the active language. */
export const PROBLEM_TEXT = {
  [REVIEW_MESSAGES.textRequired]: 'feedback.textRequired',
  [REVIEW_MESSAGES.authRequired]: 'feedback.authRequired',
} as const;

export const problemText = (problem: string): string =>
  problem in PROBLEM_TEXT ? translate(PROBLEM_TEXT[problem as keyof typeof PROBLEM_TEXT]) : problem;

/** The server's message when it sent one, else the form's own wording. */
export const submitFailureMessage = (error: unknown): string =>
  serverMessageOr(error, translate('feedback.submitFailed'));
