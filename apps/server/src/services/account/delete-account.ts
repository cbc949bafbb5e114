import { ACCOUNT_MESSAGES } from '@focus-room/core/api/account';
import type { AppContext } from '../../app-context';
import { usersRepository } from '../../repositories/users-repository';

/**
 * Deletes the account and with it every row of the user: all tables reference users with ON DELETE
 * CASCADE (sessions included, so every token of the user stops working at once). Guest data and
 * visitor reports hold no user id and are untouched. Username and email become free again.
 */
export async function deleteAccount(ctx: AppContext, userId: string) {
  await usersRepository.delete(ctx.db, userId);
  ctx.log.info({ userId }, 'account deleted');
  return { message: ACCOUNT_MESSAGES.deleted };
}
