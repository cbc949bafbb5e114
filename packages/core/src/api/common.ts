import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { SERVER_MESSAGES as M, serverMessage } from '../i18n/server-messages';

/**
 * The one error shape every endpoint answers with: the English `message`, and its stable `code` in
 * i18n/server-messages.ts (with `params` for a template's placeholders) that the web translates
 * ('unknown' for a text not in the table). Validation errors add the offending fields, English and coded.
 * The codes are optional only for answers remembered before they existed (idempotent replays).
 */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.string()).optional(),
  fields: z.record(z.string(), z.string()).optional(),
  fieldCodes: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A language Focus Room speaks (i18n/languages.ts), as a request names it. */
export const languageSchema = z.enum(LANGUAGES, {
  error: serverMessage('languageInvalid', { languages: LANGUAGES.join(', ') }),
});

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
  const limitMessage = serverMessage('limitInvalid', { max: maxLimit });
  return z.object({
    page: z.coerce
      .number({ error: M.pageInvalid })
      .int(M.pageInvalid)
      .min(1, M.pageInvalid)
      .max(1_000_000, M.pageTooLarge)
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
