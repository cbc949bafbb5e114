import { createHash, randomBytes } from 'node:crypto';
import { GROUP_MESSAGES } from '@focus-room/core/api/groups';
import {
  INVITE_CODE_BYTES,
  inviteExpiresAt,
  isInviteUsable,
  joinRefusal,
} from '@focus-room/core/groups/rules';
import { conflict, forbidden, HttpError, notFound, unauthorized } from '../../lib/http-error';
import { groupSafetyRepository } from '../../repositories/group-safety-repository';
import { groupsRepository, type StudyGroupRow } from '../../repositories/groups-repository';
import { inTransaction } from '../../repositories/transaction';
import { groupCard, groupDetail } from './group-view';
import { leaveGroupIn } from './membership';
import type { GroupsCtx } from './presence-service';
import { markWeekIfReached } from './weekly-goal';

const hashCode = (code: string) => createHash('sha256').update(code).digest('base64url');

/** The group, if `userId` is a member; a non-member is answered as if it did not exist (404). */
export async function memberGroup(ctx: GroupsCtx, groupId: string, userId: string): Promise<StudyGroupRow> {
  const group = await groupsRepository.groupOfMember(ctx.db, groupId, userId);
  if (!group) throw notFound(GROUP_MESSAGES.notFound);
  return group;
}

const refusalError = (refusal: 'groupFull' | 'tooManyGroups') =>
  conflict(refusal === 'groupFull' ? GROUP_MESSAGES.full : GROUP_MESSAGES.tooMany);

/** POST /api/groups: the creator is its owner and first member; a 6th group is refused. */
export async function createGroup(ctx: GroupsCtx, userId: string, body: { name: string }) {
  const group = await inTransaction(ctx.db, async (tx) => {
    if (!(await groupsRepository.lockUser(tx, userId))) throw unauthorized();
    const refusal = joinRefusal({
      memberCount: 0,
      groupsOfUser: await groupsRepository.countGroupsOf(tx, userId),
    });
    if (refusal) throw refusalError(refusal);
    const created = await groupsRepository.insertGroup(tx, {
      name: body.name,
      ownerId: userId,
      createdAt: ctx.now(),
    });
    await groupsRepository.addMember(tx, created.id, userId, ctx.now());
    return created;
  });
  await ctx.live.publish({ type: 'groups', userIds: [userId] });
  return { group: await groupDetail(ctx, group, userId) };
}

/** GET /api/groups: the user's groups as cards, counting only the members the user can see. */
export async function listGroups(ctx: GroupsCtx, userId: string) {
  const [rows, hidden] = await Promise.all([
    groupsRepository.groupsOf(ctx.db, userId),
    groupSafetyRepository.blockedEitherWay(ctx.db, userId),
  ]);
  const groups = await Promise.all(
    rows.map(async ({ group }) => {
      const members = await groupsRepository.members(ctx.db, group.id);
      return groupCard(
        ctx,
        group,
        userId,
        members.map((m) => m.userId),
        hidden,
      );
    }),
  );
  return { groups };
}

export async function getGroup(ctx: GroupsCtx, userId: string, groupId: string) {
  return { group: await groupDetail(ctx, await memberGroup(ctx, groupId, userId), userId) };
}

/** PATCH /api/groups/:id: the owner renames, sets the weekly goal, or turns the focus push on or off. */
export async function updateGroup(
  ctx: GroupsCtx,
  userId: string,
  groupId: string,
  body: {
    name?: string | undefined;
    weeklyGoalMinutes?: number | undefined;
    focusPush?: boolean | undefined;
  },
) {
  const group = await memberGroup(ctx, groupId, userId);
  if (group.ownerId !== userId) throw forbidden(GROUP_MESSAGES.ownerOnly);
  const values = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  await groupsRepository.updateGroup(ctx.db, groupId, values);
  // A lower goal may be reached already (docs/product-rules.md#weekly-group-goal).
  if (body.weeklyGoalMinutes !== undefined) await markWeekIfReached(ctx, groupId);
  await ctx.live.publish({ type: 'group', groupId });
  return getGroup(ctx, userId, groupId);
}

/** POST /api/groups/:id/invites: a 128-bit code, valid for 7 days; only its hash is kept. */
export async function createInvite(ctx: GroupsCtx, userId: string, groupId: string) {
  const group = await memberGroup(ctx, groupId, userId);
  if (group.ownerId !== userId) throw forbidden(GROUP_MESSAGES.ownerOnly);
  const code = randomBytes(INVITE_CODE_BYTES).toString('base64url');
  const now = ctx.now();
  const invite = await groupsRepository.insertInvite(ctx.db, {
    groupId,
    codeHash: hashCode(code),
    createdAt: now,
    expiresAt: inviteExpiresAt(now),
  });
  return { invite: { id: invite.id, code, expiresAt: invite.expiresAt.toISOString() } };
}

export async function revokeInvite(ctx: GroupsCtx, userId: string, groupId: string, inviteId: string) {
  const group = await memberGroup(ctx, groupId, userId);
  if (group.ownerId !== userId) throw forbidden(GROUP_MESSAGES.ownerOnly);
  return { revoked: await groupsRepository.revokeInvite(ctx.db, groupId, inviteId, ctx.now()) };
}

/**
 * POST /api/groups/join: an open invite adds the user, unless the group is full, the user is in 5 groups
 * already, or a block stands between the user and a member (then neither can be in a group with the
 * other). Joining a group one is in already just answers the group.
 */
export async function joinGroup(ctx: GroupsCtx, userId: string, code: string) {
  const invite = await groupsRepository.inviteByHash(ctx.db, hashCode(code));
  if (!invite || !isInviteUsable(invite, ctx.now())) throw notFound(GROUP_MESSAGES.inviteInvalid);
  const group = await inTransaction(ctx.db, async (tx) => {
    if (!(await groupsRepository.lockUser(tx, userId))) throw unauthorized();
    const locked = await groupsRepository.lockGroup(tx, invite.groupId);
    if (!locked) throw notFound(GROUP_MESSAGES.inviteInvalid);
    if (await groupsRepository.groupOfMember(tx, locked.id, userId)) return { row: locked, joined: false };
    if (await groupSafetyRepository.groupHasBlockWith(tx, locked.id, userId)) {
      throw new HttpError(403, GROUP_MESSAGES.cannotJoin);
    }
    const refusal = joinRefusal({
      memberCount: await groupsRepository.countMembers(tx, locked.id),
      groupsOfUser: await groupsRepository.countGroupsOf(tx, userId),
    });
    if (refusal) throw refusalError(refusal);
    await groupsRepository.addMember(tx, locked.id, userId, ctx.now());
    return { row: locked, joined: true };
  });
  if (group.joined) {
    // The newcomer's focus this week counts for the group from now on, and may reach its goal.
    await markWeekIfReached(ctx, group.row.id);
    await ctx.live.publish({ type: 'groups', userIds: [userId] });
    await ctx.live.publish({ type: 'group', groupId: group.row.id });
  }
  return { group: await groupDetail(ctx, group.row, userId) };
}

/**
 * DELETE /api/groups/:id/members/:userId: a member leaves (their own id), or the owner removes another
 * member. The owner leaving hands the group to the longest member; the last member leaving deletes it.
 */
export async function removeMember(ctx: GroupsCtx, actorId: string, groupId: string, memberId: string) {
  const group = await memberGroup(ctx, groupId, actorId);
  if (memberId !== actorId && group.ownerId !== actorId) throw forbidden(GROUP_MESSAGES.ownerOnly);
  const outcome = await inTransaction(ctx.db, async (tx) => {
    if (!(await groupsRepository.lockUser(tx, memberId))) throw notFound(GROUP_MESSAGES.memberNotFound);
    const result = await leaveGroupIn(tx, groupId, memberId);
    if (!result) throw notFound(GROUP_MESSAGES.memberNotFound);
    return result;
  });
  await ctx.live.publish({ type: 'groups', userIds: [memberId] });
  if (!outcome.groupDeleted) await ctx.live.publish({ type: 'group', groupId });
  return { removed: true as const, groupDeleted: outcome.groupDeleted };
}

/** POST /api/groups/:id/owner: the owner hands the group to another member. */
export async function handOver(ctx: GroupsCtx, userId: string, groupId: string, newOwnerId: string) {
  const group = await memberGroup(ctx, groupId, userId);
  if (group.ownerId !== userId) throw forbidden(GROUP_MESSAGES.ownerOnly);
  if (!(await groupsRepository.groupOfMember(ctx.db, groupId, newOwnerId))) {
    throw notFound(GROUP_MESSAGES.memberNotFound);
  }
  await groupsRepository.updateGroup(ctx.db, groupId, { ownerId: newOwnerId });
  await ctx.live.publish({ type: 'group', groupId });
  return getGroup(ctx, userId, groupId);
}
