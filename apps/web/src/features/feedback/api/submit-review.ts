import type { ReviewRequest } from '@focus-room/core/api/reviews';
import { submitReviewRoute } from '@focus-room/core/api/reviews-plain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/review. The API client adds the bearer token of a signed-in user; a visitor has none, so the
 * review is stored as a guest's.
 */
export function submitReview(review: ReviewRequest) {
  return apiRequest(submitReviewRoute, {
    body: review,
    loadSchema: async () => (await import('@focus-room/core/api/reviews')).reviewResponseSchema,
  });
}

export function useSubmitReview() {
  return useMutation({ mutationFn: submitReview });
}
