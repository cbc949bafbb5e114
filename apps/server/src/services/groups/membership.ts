import type { Database } from '../../db/database';
import { groupsRepository } from '../../repositories/groups-repository';

/**
 * Takes `userId` out of a group inside the caller's transaction: the group is handed to the longest
 * member when its owner goes, and deleted when nobody is left (docs/product-rules.md#study-groups).
 * Null when the user was not a member.
 */
export async function leaveGroupIn(tx: Database, groupId: string, userId: string) {
  const group = await groupsRepository.lockGroup(tx, groupId);
  if (!group) return null;
  if (!(await groupsRepository.removeMember(tx, groupId, userId))) return null;
  const heir = await groupsRepository.longestMemberExcept(tx, groupId, userId);
  if (!heir) {
    await groupsRepository.deleteGroup(tx, groupId);
    return { groupDeleted: true };
  }
  if (group.ownerId === userId || group.ownerId === null) {
    await groupsRepository.updateGroup(tx, groupId, { ownerId: heir });
  }
  return { groupDeleted: false };
}

/**
 * Takes `userId` out of every group (account deletion, an admin's "remove from all groups"), with the
 * same hand-over and deletion as leaving. Returns the groups that still exist, for live updates.
 */
export async function leaveAllGroupsIn(tx: Database, userId: string) {
  const remaining: string[] = [];
  for (const groupId of await groupsRepository.groupIdsOf(tx, userId)) {
    const outcome = await leaveGroupIn(tx, groupId, userId);
    if (outcome && !outcome.groupDeleted) remaining.push(groupId);
  }
  return remaining;
}
