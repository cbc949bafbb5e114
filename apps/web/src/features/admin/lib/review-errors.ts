import { REVIEW_MESSAGES } from '@focus-room/core/api/reviews';
import { translate } from '../../../i18n/i18n';
import { serverMessageOr } from '../../../lib/api-client';

/** The server answered, but with `success: false`: shown as 'Failed to fetch reviews'. */
export class ReviewsNotSuccessful extends Error {
  constructor() {
    super(REVIEW_MESSAGES.fetchFailed);
    this.name = 'ReviewsNotSuccessful';
  }
}

/**
 * The Reviews tab's error line: the server's message, else the generic wording
 * (docs/product-rules.md#admin-reviews).
 */
export function reviewsErrorMessage(error: unknown): string {
  if (error instanceof ReviewsNotSuccessful) return translate('admin.reviews.fetchFailed');
  return serverMessageOr(error, translate('admin.reviews.fetchError'));
}
