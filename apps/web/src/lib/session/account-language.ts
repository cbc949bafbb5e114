import type { AccountLanguageResponse } from '@focus-room/core/api/account';
import type { PublicUser } from '@focus-room/core/api/auth';
import { accountLanguageRoute } from '@focus-room/core/api/shell-routes';
import { isLanguage, type Language } from '@focus-room/core/i18n/languages';
import { activateLanguage, getLanguage, savedLanguageChoice, saveLanguageChoice } from '../../i18n/i18n';
import { apiRequest } from '../api-client';

/**
 * PUT /api/user/language (bearer): the signed-in account's language, so its mails and its next sign-in
 * on another device follow the language switch (decision 041). Without zod: the switch is in the app
 * shell (decision 016); the answer is only `{ language }`.
 */
export function saveAccountLanguage(language: Language): Promise<AccountLanguageResponse> {
  return apiRequest<AccountLanguageResponse>(accountLanguageRoute, { body: { language } });
}

/**
 * Keeps the device and the account in one language when a session starts or is confirmed: a device
 * without a choice of its own takes the account's language; a device's own choice wins and is saved on
 * the account (docs/product-rules.md#language).
 */
export function syncAccountLanguage(user: PublicUser) {
  const account = user.language;
  if (!isLanguage(account)) return;
  const chosen = savedLanguageChoice();
  if (chosen && chosen !== account) {
    saveAccountLanguage(chosen).catch((error: unknown) => console.error('Saving the language failed', error));
  } else if (!chosen && account !== getLanguage()) {
    saveLanguageChoice(account);
    void activateLanguage(account);
  }
}
