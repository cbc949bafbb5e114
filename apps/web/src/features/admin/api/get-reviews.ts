import {
  listReviewsRoute,
  type ReviewListResponse,
  reviewListResponseSchema,
} from '@focus-room/core/api/reviews';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ReviewsNotSuccessful } from '../lib/review-errors';
import { ADMIN_STALE_TIME, adminKeys } from './admin-keys';

/** GET /api/review?page&limit: one page of reviews, newest first. */
export async function getReviews(page: number, limit: number): Promise<ReviewListResponse> {
  const body = await apiRequest<unknown>(listReviewsRoute, {
    url: `${listReviewsRoute.path}?${new URLSearchParams({ page: `${page}`, limit: `${limit}` })}`,
  });
  // Checked before the schema: an answer with success false has its own wording ('Failed to fetch reviews').
  if (typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false) {
    throw new ReviewsNotSuccessful();
  }
  return reviewListResponseSchema.parse(body);
}

export const reviewsQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: adminKeys.reviews(page, limit),
    queryFn: () => getReviews(page, limit),
    staleTime: ADMIN_STALE_TIME,
    placeholderData: keepPreviousData,
    // The list has its own Try Again button: a failure shows at once instead of after retries.
    retry: false,
  });

export function useReviews(page: number, limit: number) {
  return useQuery(reviewsQueryOptions(page, limit));
}
