import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { languageSchema } from './common';

export * from './account-plain';

/** DELETE /api/user/delete-account: the user and every row of theirs are gone; all sessions end. */
export const deleteAccountResponseSchema = z.object({ message: z.string() });

/**
 * PUT /api/user/language: the account's language, chosen in the web's language switch. Answers the saved
 * language; anything but a known language is refused with 400 languageInvalid.
 */
export const accountLanguageRequestSchema = z.object({ language: languageSchema });
export type AccountLanguageRequest = z.infer<typeof accountLanguageRequestSchema>;
export const accountLanguageResponseSchema = z.object({ language: z.enum(LANGUAGES) });
export type AccountLanguageResponse = z.infer<typeof accountLanguageResponseSchema>;
