import { z } from 'zod';

/** The one error shape every endpoint answers with; validation errors add the offending fields. */
export const errorResponseSchema = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** The pagination block of paged admin lists (reviews, users). */
export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** The pagination block for `total` items; totalPages is at least 1 so "page 1 of 1" reads naturally. */
export function paginate(page: number, limit: number, total: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return { page, limit, total, totalPages, hasNext: page < totalPages, hasPrev: page > 1 };
}

/** `?page&limit` of a paged list: page from 1, limit from 1 to `maxLimit`, both optional. */
export function pageQuerySchema(defaultLimit: number, maxLimit: number) {
  const limitMessage = `limit must be a whole number from 1 to ${maxLimit}`;
  return z.object({
    page: z.coerce
      .number({ error: 'page must be a whole number from 1' })
      .int('page must be a whole number from 1')
      .min(1, 'page must be a whole number from 1')
      .max(1_000_000, 'page is too large')
      .optional()
      .default(1),
    limit: z.coerce
      .number({ error: limitMessage })
      .int(limitMessage)
      .min(1, limitMessage)
      .max(maxLimit, limitMessage)
      .optional()
      .default(defaultLimit),
  });
}
