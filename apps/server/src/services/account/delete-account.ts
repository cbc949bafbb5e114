import { ACCOUNT_MESSAGES } from '@focus-room/core/api/account';
import type { AppContext } from '../../app-context';
import { inTransaction } from '../../repositories/transaction';
import { usersRepository } from '../../repositories/users-repository';
import { leaveAllGroupsIn } from '../groups/membership';

/**
 * Deletes the account and with it every row of the user: all tables reference users with ON DELETE
 * CASCADE (sessions included, so every token of the user stops working at once). Guest data and
 * visitor reports hold no user id and are untouched. Username and email become free again. Study groups are
 * left first, so an owned group passes to another member and an emptied one is deleted
 * (docs/product-rules.md#study-groups).
 */
export async function deleteAccount(ctx: AppContext, userId: string) {
  await inTransaction(ctx.db, async (tx) => {
    await leaveAllGroupsIn(tx, userId);
    await usersRepository.delete(tx, userId);
  });
  ctx.log.info({ userId }, 'account deleted');
  return { message: ACCOUNT_MESSAGES.deleted };
}
