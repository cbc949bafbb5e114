import type { GroupSessionRequest } from '@focus-room/core/api/groups';
import {
  blockUserRoute,
  createGroupRoute,
  createInviteRoute,
  groupFocusPushRoute,
  groupSessionRoute,
  handOverGroupRoute,
  joinGroupRoute,
  removeMemberRoute,
  reportRoute,
  revokeInviteRoute,
  sendReactionRoute,
  updateGroupRoute,
} from '@focus-room/core/api/groups-plain';
import type { GroupReaction, ReportReason } from '@focus-room/core/groups/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { observeServerClock } from '../lib/session-clock';
import { groupKeys } from './group-keys';

// The study-group writes (docs/product-rules.md#study-groups). Each answer that carries the group becomes
// its cached detail; every write refreshes the list (names, counts, goal).
const schemas = () => import('@focus-room/core/api/groups');

export const createGroup = (name: string) =>
  apiRequest(createGroupRoute, {
    body: { name },
    loadSchema: async () => (await schemas()).groupResponseSchema,
  });

export const joinGroup = (code: string) =>
  apiRequest(joinGroupRoute, {
    body: { code },
    loadSchema: async () => (await schemas()).groupResponseSchema,
  });

export const updateGroup = (id: string, body: { name?: string; weeklyGoalMinutes?: number }) =>
  apiRequest(updateGroupRoute, {
    url: updateGroupRoute.url(id),
    body,
    loadSchema: async () => (await schemas()).groupResponseSchema,
  });

/** The member's own "someone here started focusing" push for this group. */
export const setFocusPush = (id: string, focusPush: boolean) =>
  apiRequest(groupFocusPushRoute, {
    url: groupFocusPushRoute.url(id),
    body: { focusPush },
    loadSchema: async () => (await schemas()).groupResponseSchema,
  });

export const createInvite = (id: string) =>
  apiRequest(createInviteRoute, {
    url: createInviteRoute.url(id),
    loadSchema: async () => (await schemas()).createInviteResponseSchema,
  });

export const revokeInvite = (id: string, inviteId: string) =>
  apiRequest(revokeInviteRoute, {
    url: revokeInviteRoute.url(id, inviteId),
    loadSchema: async () => (await schemas()).revokeInviteResponseSchema,
  });

export const removeMember = (id: string, userId: string) =>
  apiRequest(removeMemberRoute, {
    url: removeMemberRoute.url(id, userId),
    loadSchema: async () => (await schemas()).removeMemberResponseSchema,
  });

export const handOver = (id: string, userId: string) =>
  apiRequest(handOverGroupRoute, {
    url: handOverGroupRoute.url(id),
    body: { userId },
    loadSchema: async () => (await schemas()).groupResponseSchema,
  });

export async function sessionAction(id: string, body: GroupSessionRequest) {
  const sentAt = Date.now();
  const answer = await apiRequest(groupSessionRoute, {
    url: groupSessionRoute.url(id),
    body,
    loadSchema: async () => (await schemas()).groupResponseSchema,
  });
  if (answer.group.session) observeServerClock(answer.group.session.serverNow, sentAt, Date.now());
  return answer;
}

export const sendReaction = (id: string, reaction: GroupReaction) =>
  apiRequest(sendReactionRoute, {
    url: sendReactionRoute.url(id),
    body: { reaction },
    loadSchema: async () => (await schemas()).reactionResponseSchema,
  });

export const blockUser = (userId: string) =>
  apiRequest(blockUserRoute, {
    body: { userId },
    loadSchema: async () => (await schemas()).blockResponseSchema,
  });

export const report = (body: { groupId: string; userId?: string; reason: ReportReason }) =>
  apiRequest(reportRoute, { body, loadSchema: async () => (await schemas()).reportResponseSchema });

/** A write whose answer may carry the group: cached as its detail, and the list refreshed. */
export function useGroupWrite<A extends unknown[], R>(write: (...args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => write(...args),
    onSuccess: (answer) => {
      const group = (answer as { group?: { id: string } }).group;
      if (group) queryClient.setQueryData(groupKeys.detail(group.id), answer);
      void queryClient.invalidateQueries({
        queryKey: groupKeys.all,
        predicate: (q) => q.queryKey[1] !== 'detail' || !group || q.queryKey[2] !== group.id,
      });
    },
  });
}
