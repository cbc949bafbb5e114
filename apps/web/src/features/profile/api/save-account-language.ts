import type { AccountLanguageResponse } from '@focus-room/core/api/account';
import { accountLanguageRoute } from '@focus-room/core/api/shell-routes';
import type { Language } from '@focus-room/core/i18n/languages';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /api/user/language (bearer): the signed-in account's language, so its mails and its next sign-in
 * on another device follow the language switch (decision 041). Without zod: the switch is in the app
 * shell (decision 016); the answer is only `{ language }`.
 */
export function saveAccountLanguage(language: Language): Promise<AccountLanguageResponse> {
  return apiRequest<AccountLanguageResponse>(accountLanguageRoute, { body: { language } });
}
