import { paginate } from '@focus-room/core/api/common';
import { REVIEW_MESSAGES } from '@focus-room/core/api/reviews';
import type { AppContext } from '../../app-context';
import { forbidden, unauthorized } from '../../lib/http-error';
import { type ReviewWithAuthor, reviewsRepository } from '../../repositories/reviews-repository';
import type { UserRow } from '../../repositories/users-repository';

const toReviewDto = (row: ReviewWithAuthor) => ({
  _id: row.id,
  userId: row.userId ? { _id: row.userId, username: row.username ?? '' } : null,
  starRating: row.starRating,
  textReview: row.textReview,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A review by the signed-in `author`, or by a guest when `author` is null. A `userId` in the body is
 * only a claim of who is writing: it must be the token's user (no token: 401, someone else: 403), so
 * nobody can post in another user's name.
 */
export async function submitReview(
  ctx: AppContext,
  author: UserRow | null,
  input: { starRating: number; textReview: string; userId?: string | null | undefined },
) {
  const claimed = input.userId || undefined;
  if (claimed !== undefined && !author) throw unauthorized(REVIEW_MESSAGES.authRequired);
  if (claimed !== undefined && claimed !== author?.id) throw forbidden(REVIEW_MESSAGES.authRequired);
  const row = await reviewsRepository.insert(ctx.db, {
    userId: author?.id ?? null,
    starRating: input.starRating,
    textReview: input.textReview,
    createdAt: ctx.now(),
  });
  const review = toReviewDto({ ...row, username: author?.username ?? null });
  return { success: true as const, message: REVIEW_MESSAGES.thankYou, review };
}

/** A page of reviews, newest first; a page past the end is empty with the true pagination. */
export async function listReviews(ctx: AppContext, query: { page: number; limit: number }) {
  const [total, rows] = await Promise.all([
    reviewsRepository.count(ctx.db),
    reviewsRepository.page(ctx.db, { limit: query.limit, offset: (query.page - 1) * query.limit }),
  ]);
  return {
    success: true as const,
    data: rows.map(toReviewDto),
    pagination: paginate(query.page, query.limit, total),
  };
}
