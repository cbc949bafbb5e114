import { REVIEW_MESSAGES } from '@focus-room/core/api/reviews';
import { ApiError } from '../../../lib/api-client';

/** The server answered, but with `success: false` (001 §8: 'Failed to fetch reviews'). */
export class ReviewsNotSuccessful extends Error {
  constructor() {
    super(REVIEW_MESSAGES.fetchFailed);
    this.name = 'ReviewsNotSuccessful';
  }
}

/** The Reviews tab's error line: the server's message, else the spec's generic wording (001 §8). */
export function reviewsErrorMessage(error: unknown): string {
  if (error instanceof ReviewsNotSuccessful) return REVIEW_MESSAGES.fetchFailed;
  // Status 0 is our own network/time-out wording, not the server's: the spec's fallback reads better.
  if (error instanceof ApiError && error.status > 0 && error.message.trim()) return error.message;
  return REVIEW_MESSAGES.fetchError;
}
