import type { Language } from '@focus-room/core/i18n/languages';
import type { AppContext } from '../../app-context';
import { newsletterRepository } from '../../repositories/newsletter-repository';
import { inTransaction } from '../../repositories/transaction';
import { usersRepository } from '../../repositories/users-repository';

/**
 * Saves the account's language (the web's language switch). The newsletter subscription is the same
 * person's, so its mails follow (decision 041).
 */
export async function saveAccountLanguage(ctx: AppContext, userId: string, language: Language) {
  await inTransaction(ctx.db, async (tx) => {
    await usersRepository.update(tx, userId, { language });
    await newsletterRepository.setLanguage(tx, userId, language);
  });
  return { language };
}
