import type { GroupCard, GroupDetail, GroupSession } from '@focus-room/core/api/groups';
import { sessionPhaseAt } from '@focus-room/core/groups/session';
import { groupSafetyRepository } from '../../repositories/group-safety-repository';
import {
  type GroupSessionRow,
  groupsRepository,
  type StudyGroupRow,
} from '../../repositories/groups-repository';
import { type GroupsCtx, presencesOf } from './presence-service';
import { weekOf } from './weekly-goal';

/** The session as the rules in core see it. */
export const sessionTimesOf = (row: GroupSessionRow) => ({
  startedAt: row.startedAt,
  focusMs: row.focusSeconds * 1000,
  breakMs: row.breakSeconds * 1000,
  cycles: row.cycles,
  pausedAt: row.pausedAt,
  pausedMs: row.pausedMs,
});

/**
 * `serverNow` is taken as late as possible (after every read of the answer), so that a screen comparing it
 * with when the answer arrived learns its clock's offset, not how long the server took.
 */
export function sessionDto(row: GroupSessionRow, now: Date, serverNow: Date = now): GroupSession {
  const phase = sessionPhaseAt(sessionTimesOf(row), now);
  return {
    startedBy: row.startedBy ?? '',
    startedAt: row.startedAt.toISOString(),
    focusMinutes: Math.round(row.focusSeconds / 60),
    breakMinutes: Math.round(row.breakSeconds / 60),
    cycles: row.cycles,
    phase: phase.phase,
    cycle: phase.cycle,
    paused: phase.paused,
    remainingMs: phase.remainingMs,
    endsAt: phase.endsAt?.toISOString() ?? null,
    serverNow: serverNow.toISOString(),
  };
}

/** A session past its last phase is over: it is removed on the next read, and nobody follows it any more. */
async function liveSession(ctx: GroupsCtx, groupId: string, now: Date) {
  const row = await groupsRepository.session(ctx.db, groupId);
  if (!row) return null;
  if (sessionPhaseAt(sessionTimesOf(row), now).phase !== 'ended') return row;
  await groupsRepository.deleteSession(ctx.db, groupId);
  await groupsRepository.clearInSession(ctx.db, groupId);
  return null;
}

/**
 * The group's card as `viewerId` sees it. The week counts every member's focus (the group's goal is one
 * for all), but the member count leaves out the users the viewer blocked or was blocked by (`hidden`):
 * they are invisible to each other everywhere (docs/product-rules.md#blocks-and-reports).
 */
export async function groupCard(
  ctx: GroupsCtx,
  group: StudyGroupRow,
  viewerId: string,
  memberIds: string[],
  hidden: Set<string>,
): Promise<GroupCard> {
  const now = ctx.now();
  const [week, weeksReached, session] = await Promise.all([
    weekOf(ctx.db, group, memberIds, now),
    groupsRepository.weeksReached(ctx.db, group.id),
    groupsRepository.session(ctx.db, group.id),
  ]);
  return {
    id: group.id,
    name: group.name,
    isOwner: group.ownerId === viewerId,
    memberCount: memberIds.filter((id) => !hidden.has(id)).length,
    week,
    weeksReached,
    sessionRunning: session !== undefined && sessionPhaseAt(sessionTimesOf(session), now).phase !== 'ended',
  };
}

/**
 * The group as `viewerId` sees it: members they blocked or who blocked them are left out entirely, and
 * only the owner sees the open invites.
 */
export async function groupDetail(
  ctx: GroupsCtx,
  group: StudyGroupRow,
  viewerId: string,
): Promise<GroupDetail> {
  const now = ctx.now();
  const [members, hidden, session] = await Promise.all([
    groupsRepository.members(ctx.db, group.id),
    groupSafetyRepository.blockedEitherWay(ctx.db, viewerId),
    liveSession(ctx, group.id, now),
  ]);
  const visible = members.filter((member) => !hidden.has(member.userId));
  const [card, presences, invites] = await Promise.all([
    groupCard(
      ctx,
      group,
      viewerId,
      members.map((m) => m.userId),
      hidden,
    ),
    presencesOf(
      ctx,
      visible.map((m) => m.userId),
    ),
    group.ownerId === viewerId ? groupsRepository.openInvites(ctx.db, group.id, now) : Promise.resolve([]),
  ]);
  return {
    ...card,
    ownerId: group.ownerId ?? '',
    focusPush: members.find((member) => member.userId === viewerId)?.focusPush ?? false,
    members: visible.map((member) => ({
      userId: member.userId,
      username: member.username,
      isOwner: member.userId === group.ownerId,
      inSession: session !== null && member.inSession,
      presence: presences.get(member.userId)!,
    })),
    session: session ? sessionDto(session, now, ctx.now()) : null,
    invites: invites.map((invite) => ({ id: invite.id, expiresAt: invite.expiresAt.toISOString() })),
  };
}
