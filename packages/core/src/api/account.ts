import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { SERVER_MESSAGES as M } from '../i18n/server-messages';
import { languageSchema } from './common';
import type { ApiRoute } from './route';

/** Wording of the account-deletion flow (docs/product-rules.md#account-deletion). */
export const ACCOUNT_MESSAGES = {
  confirmTitle: M.accountDeleteConfirmTitle,
  confirmText: M.accountDeleteConfirmText,
  deleted: M.accountDeleted,
  authRequired: M.authRequired,
  failed: M.accountDeleteFailed,
  failedRetry: M.accountDeleteFailedRetry,
  network: M.networkError,
} as const;

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

// The endpoints of this area: method and path, for the server to register and the web to call (api/route.ts).
export const deleteAccountRoute = {
  method: 'DELETE',
  path: '/api/user/delete-account',
} as const satisfies ApiRoute;
// Saved by the language switch in the app shell, which imports it without zod (decision 016).
export { accountLanguageRoute } from './shell-routes';
