import { GROUP_MESSAGES } from '@focus-room/core/api/groups';
import type { ReportReason } from '@focus-room/core/groups/rules';
import { badRequest, notFound } from '../../lib/http-error';
import { groupSafetyRepository } from '../../repositories/group-safety-repository';
import { groupsRepository } from '../../repositories/groups-repository';
import { inTransaction } from '../../repositories/transaction';
import { memberGroup } from './groups-service';
import { leaveAllGroupsIn } from './membership';
import type { GroupsCtx } from './presence-service';

const REPORTS_SHOWN = 200;

/**
 * POST /api/blocks: from now on neither user sees the other in any group, and neither can join a group
 * the other is in. Only someone the blocker shares a group with can be named (anyone else is "not found").
 */
export async function blockUser(ctx: GroupsCtx, userId: string, blockedId: string) {
  if (blockedId === userId) throw badRequest(GROUP_MESSAGES.blockSelf);
  const mine = new Set(await groupsRepository.groupIdsOf(ctx.db, userId));
  const theirs = await groupsRepository.groupIdsOf(ctx.db, blockedId);
  if (!theirs.some((groupId) => mine.has(groupId))) throw notFound(GROUP_MESSAGES.memberNotFound);
  await groupSafetyRepository.block(ctx.db, userId, blockedId, ctx.now());
  await ctx.live.publish({ type: 'groups', userIds: [userId, blockedId] });
  return { blocked: true as const };
}

/** POST /api/reports: a member reports the group's name or a fellow member, with a fixed reason. */
export async function report(
  ctx: GroupsCtx,
  userId: string,
  body: { groupId: string; userId?: string | undefined; reason: ReportReason },
) {
  await memberGroup(ctx, body.groupId, userId);
  const reported = body.userId ?? null;
  if (reported === userId) throw badRequest(GROUP_MESSAGES.reportTarget);
  if (reported && !(await groupsRepository.groupOfMember(ctx.db, body.groupId, reported))) {
    throw notFound(GROUP_MESSAGES.memberNotFound);
  }
  await groupSafetyRepository.insertReport(ctx.db, {
    reporterId: userId,
    groupId: body.groupId,
    reportedUserId: reported,
    reason: body.reason,
    createdAt: ctx.now(),
  });
  return { message: GROUP_MESSAGES.reported };
}

/** GET /api/admin/group-reports: the newest reports, with the names an admin needs to act. */
export async function listGroupReports(ctx: GroupsCtx) {
  const rows = await groupSafetyRepository.reports(ctx.db, REPORTS_SHOWN);
  return {
    reports: rows.map((row) => ({
      id: row.id,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      reporter: row.reporterId ? { id: row.reporterId, username: row.reporterName ?? '' } : null,
      group: row.groupId ? { id: row.groupId, name: row.groupName ?? '' } : null,
      reportedUser: row.reportedId ? { id: row.reportedId, username: row.reportedName ?? '' } : null,
    })),
  };
}

/** An admin renames a group: its members' pages show the new name at once. */
export async function adminRenameGroup(ctx: GroupsCtx, groupId: string, name: string) {
  const found = await inTransaction(ctx.db, async (tx) => {
    if (!(await groupsRepository.lockGroup(tx, groupId))) return false;
    await groupsRepository.updateGroup(tx, groupId, { name });
    return true;
  });
  if (!found) throw notFound(GROUP_MESSAGES.notFound);
  await ctx.live.publish({ type: 'group', groupId });
  return { done: true as const };
}

/** An admin deletes a group: its members' streams drop it at once, as when they are removed. */
export async function adminDeleteGroup(ctx: GroupsCtx, groupId: string) {
  const members = await inTransaction(ctx.db, async (tx) => {
    if (!(await groupsRepository.lockGroup(tx, groupId))) return null;
    // Read under the group's lock, so a member who joins at this moment is told too.
    const memberIds = (await groupsRepository.members(tx, groupId)).map((m) => m.userId);
    await groupsRepository.deleteGroup(tx, groupId);
    return memberIds;
  });
  if (!members) throw notFound(GROUP_MESSAGES.notFound);
  await ctx.live.publish({ type: 'groups', userIds: members });
  return { done: true as const };
}

/** An admin takes a user out of every group (ownership passes on as when they leave). */
export async function adminRemoveFromGroups(ctx: GroupsCtx, userId: string) {
  const remaining = await inTransaction(ctx.db, async (tx) => {
    if (!(await groupsRepository.lockUser(tx, userId))) throw notFound();
    return leaveAllGroupsIn(tx, userId);
  });
  await ctx.live.publish({ type: 'groups', userIds: [userId] });
  for (const groupId of remaining) await ctx.live.publish({ type: 'group', groupId });
  return { done: true as const };
}
