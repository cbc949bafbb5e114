import { type ReviewRequest, reviewResponseSchema, submitReviewRoute } from '@focus-room/core/api/reviews';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/review. The API client adds the bearer token of a signed-in user; a visitor has none, so the
 * review is stored as a guest's.
 */
export function submitReview(review: ReviewRequest) {
  return apiRequest(submitReviewRoute, { body: review, schema: reviewResponseSchema });
}

export function useSubmitReview() {
  return useMutation({ mutationFn: submitReview });
}
