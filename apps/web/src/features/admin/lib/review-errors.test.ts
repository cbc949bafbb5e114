import { REVIEW_MESSAGES } from '@focus-room/core/api/reviews';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { ReviewsNotSuccessful, reviewsErrorMessage } from './review-errors';

// Built as apiRequest builds them: `serverMessage` only when the answer carried a JSON { message }.
const answered = (status: number, message: string) => new ApiError(status, message, undefined, message);

describe('reviewsErrorMessage', () => {
  it("shows the server's message", () => {
    expect(reviewsErrorMessage(answered(500, 'Database unavailable'))).toBe('Database unavailable');
    expect(reviewsErrorMessage(answered(403, 'Admins only'))).toBe('Admins only');
  });

  it('falls back to the generic wording without a server message', () => {
    expect(reviewsErrorMessage(new ApiError(0, 'Network error. Please check your connection.'))).toBe(
      REVIEW_MESSAGES.fetchError,
    );
    // A proxy's HTML error page: our own wording in `message`, nothing from the server.
    expect(reviewsErrorMessage(new ApiError(502, 'Server error! Please try again later.'))).toBe(
      REVIEW_MESSAGES.fetchError,
    );
    expect(reviewsErrorMessage(answered(502, '  '))).toBe(REVIEW_MESSAGES.fetchError);
    expect(reviewsErrorMessage(new Error('boom'))).toBe(REVIEW_MESSAGES.fetchError);
    expect(reviewsErrorMessage(z.string().safeParse(1).error)).toBe(REVIEW_MESSAGES.fetchError);
  });

  it("says 'Failed to fetch reviews' when the answer has success false", () => {
    expect(reviewsErrorMessage(new ReviewsNotSuccessful())).toBe('Failed to fetch reviews');
  });
});
