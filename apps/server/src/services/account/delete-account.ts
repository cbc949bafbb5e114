import { ACCOUNT_MESSAGES } from '@focus-room/core/api/account';
import { inTransaction } from '../../repositories/transaction';
import { usersRepository } from '../../repositories/users-repository';
import { leaveAllGroupsIn } from '../groups/membership';
import type { GroupsCtx } from '../groups/presence-service';

/**
 * Deletes the account and with it every row of the user: all tables reference users with ON DELETE
 * CASCADE (sessions included, so every token of the user stops working at once). Guest data and
 * visitor reports hold no user id and are untouched. Username and email become free again. Study groups are
 * left first, so an owned group passes to another member and an emptied one is deleted
 * (docs/product-rules.md#study-groups); once committed, the other members' live streams learn it and the
 * account's own streams end.
 */
export async function deleteAccount(ctx: GroupsCtx, userId: string) {
  const remaining = await inTransaction(ctx.db, async (tx) => {
    const groupIds = await leaveAllGroupsIn(tx, userId);
    await usersRepository.delete(tx, userId);
    return groupIds;
  });
  ctx.log.info({ userId }, 'account deleted');
  await ctx.live.publish({ type: 'gone', userId });
  for (const groupId of remaining) await ctx.live.publish({ type: 'group', groupId });
  return { message: ACCOUNT_MESSAGES.deleted };
}
