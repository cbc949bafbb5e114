import { z } from 'zod';
import { serverMessage } from '../i18n/server-messages';
import { pageQuerySchema, paginationSchema } from './common';
import {
  REVIEW_MESSAGES,
  REVIEW_STARS_DEFAULT,
  REVIEW_TEXT_MAX,
  REVIEWS_PAGE_SIZE,
  REVIEWS_PAGE_SIZE_MAX,
} from './reviews-plain';

export * from './reviews-plain';

/**
 * POST /api/review. With a bearer token the review is the signed-in user's; without one it is a guest's.
 * `userId` is optional: when sent it must name the token's user, otherwise authRequired, so nobody can post
 * in another user's name.
 */
export const reviewRequestSchema = z.object({
  starRating: z
    .number({ error: REVIEW_MESSAGES.starRange })
    .int(REVIEW_MESSAGES.starRange)
    .min(1, REVIEW_MESSAGES.starRange)
    .max(5, REVIEW_MESSAGES.starRange)
    .optional()
    .default(REVIEW_STARS_DEFAULT),
  textReview: z
    .string({ error: REVIEW_MESSAGES.textRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.textRequired)
    .max(REVIEW_TEXT_MAX, serverMessage('reviewTextTooLong', { max: REVIEW_TEXT_MAX })),
  userId: z.string().max(64).nullable().optional(),
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;

/** A review: userId is the author (id and username), or null for a guest. createdAt is ISO 8601. */
export const reviewSchema = z.object({
  _id: z.string(),
  userId: z.object({ _id: z.string(), username: z.string() }).nullable(),
  starRating: z.number().int(),
  textReview: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  review: reviewSchema,
});

/** GET /api/review?page&limit (admins): newest first. */
export const reviewListQuerySchema = pageQuerySchema(REVIEWS_PAGE_SIZE, REVIEWS_PAGE_SIZE_MAX);

export const reviewListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(reviewSchema),
  pagination: paginationSchema,
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;
