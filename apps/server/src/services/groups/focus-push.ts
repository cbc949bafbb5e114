import {
  GROUP_FOCUS_PUSH,
  type GroupFocusPush,
  groupFocusNotification,
  mayPushFocus,
} from '@focus-room/core/groups/focus-push';
import { groupPagePath } from '@focus-room/core/groups/paths';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { groupSafetyRepository } from '../../repositories/group-safety-repository';
import { groupsRepository } from '../../repositories/groups-repository';
import { type ClaimedJob, type JobOutcome, jobsRepository } from '../../repositories/jobs-repository';
import { presenceRepository } from '../../repositories/presence-repository';
import { inTransaction } from '../../repositories/transaction';
import { usersRepository } from '../../repositories/users-repository';
import { pushToUsers } from '../push/push-delivery';
import { getGroup, memberGroup } from './groups-service';
import type { GroupsCtx } from './presence-service';

// The optional "Anna started focusing — join?" push (docs/product-rules.md#live-presence): per member
// and group, off by default, at most once an hour per group, through the job queue and the push sender.

/** A "started focusing" push found this late (the server was down) is no invitation any more. */
export const FOCUS_PUSH_STALE_MS = 5 * 60_000;

type FocusPushPayload = { groupId: string };

/**
 * Whom a push about `memberId` starting to focus in the group reaches: the other members who turned it
 * on and have a browser subscribed, except anyone blocked either way. Nobody, when the member is hidden
 * ("Show my activity to my groups" off) or no longer in the group.
 */
async function recipients(db: Database, groupId: string, memberId: string): Promise<string[]> {
  const [showsActivity, member] = await Promise.all([
    presenceRepository.settingOf(db, memberId),
    groupsRepository.groupOfMember(db, groupId, memberId),
  ]);
  if (!showsActivity || !member) return [];
  const [wanting, blocked] = await Promise.all([
    groupsRepository.focusPushMembers(db, groupId, memberId),
    groupSafetyRepository.blockedEitherWay(db, memberId),
  ]);
  return wanting.filter((userId) => !blocked.has(userId));
}

/**
 * `memberId` started a focus period (their timer's report, or a group session they started): each of the
 * groups (all of theirs unless named) whose hour is over and that has someone to tell queues its push.
 * The hour is checked and the send time set under the group's row lock, in the transaction that queues
 * the job, so two instances never both send.
 */
export async function announceFocusStart(ctx: GroupsCtx, memberId: string, groupIds?: string[]) {
  for (const groupId of groupIds ?? (await groupsRepository.groupIdsOf(ctx.db, memberId))) {
    const now = ctx.now();
    await inTransaction(ctx.db, async (tx) => {
      const group = await groupsRepository.lockGroup(tx, groupId);
      if (!group || !mayPushFocus(group.focusPushedAt, now)) return;
      if ((await recipients(tx, groupId, memberId)).length === 0) return;
      await groupsRepository.updateGroup(tx, groupId, { focusPushedAt: now });
      const payload: FocusPushPayload = { groupId };
      await jobsRepository.replace(tx, {
        kind: 'group-focus-push',
        singletonKey: `group-focus:${groupId}`,
        userId: memberId,
        payload,
        runAt: now,
        now,
      });
    });
  }
}

/**
 * The job: push the member's name and the group's to the members it reaches now (someone may have
 * turned it off, blocked or left since), unless the job is stale. The push leads to the group's page.
 */
export async function deliverFocusPush(
  ctx: AppContext,
  job: ClaimedJob,
  { stale }: { stale: boolean },
): Promise<JobOutcome> {
  const groupId = (job.payload as Partial<FocusPushPayload> | null)?.groupId;
  if (stale || !job.userId || typeof groupId !== 'string') return {};
  const [group, member, to] = await Promise.all([
    groupsRepository.group(ctx.db, groupId),
    usersRepository.findById(ctx.db, job.userId),
    recipients(ctx.db, groupId, job.userId),
  ]);
  if (!group || !member || to.length === 0) return {};
  const message: GroupFocusPush = {
    type: GROUP_FOCUS_PUSH,
    groupId,
    member: member.username,
    group: group.name,
    ...groupFocusNotification(member.username, group.name),
    url: groupPagePath(groupId),
  };
  await pushToUsers(ctx, to, JSON.stringify(message), { topic: 'focus-room-group', urgency: 'normal' });
  return {};
}

/** PUT /api/groups/:id/focus-push: the member's own choice, for this group only. */
export async function setFocusPush(ctx: GroupsCtx, userId: string, groupId: string, focusPush: boolean) {
  await memberGroup(ctx, groupId, userId);
  await groupsRepository.setFocusPush(ctx.db, groupId, userId, focusPush);
  return getGroup(ctx, userId, groupId);
}
