import { groupPagePath } from '@focus-room/core/groups/paths';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { JoinedGroupSession } from '../../../lib/joined-group-session';
import { groupDetailQuery } from '../api/get-group';
import { sessionAction, useGroupWrite } from '../api/group-writes';
import { useGroupList } from '../api/list-groups';
import { followPhase, joinedSession } from '../lib/follow-phase';
import { clockOffset } from '../lib/session-clock';

/**
 * The running session the member has joined, for their own timer to follow
 * (docs/product-rules.md#focus-together). The server's answers decide: the groups with a running session
 * are asked whether the member is in it, so a reload, another device or a reconnect agree, and the live
 * updates (which refresh the cached groups) bring a pause, a resume, a leave or the end at once.
 */
export function useJoinedSession(viewerId: string | undefined): JoinedGroupSession {
  const enabled = viewerId !== undefined;
  const list = useGroupList(enabled);
  const ids = (list.data?.groups ?? []).filter((card) => card.sessionRunning).map((card) => card.id);
  const details = useQueries({ queries: ids.map((id) => ({ ...groupDetailQuery(id), enabled })) });
  const leave = useGroupWrite(sessionAction);
  // A failed answer decides nothing: being offline for a moment must not take the member out of the
  // session. A group the member was removed from leaves the list, so it is not asked at all.
  const loading = list.isPending || list.isError || details.some((d) => d.isPending || d.isError);
  const joined = viewerId
    ? joinedSession(
        details.map((d) => d.data),
        loading,
        viewerId,
      )
    : undefined;
  const group = joined?.group;
  const session = joined?.session;
  const { mutate, isPending } = leave;
  const inNone = joined === null;

  return useMemo(() => {
    if (!group || !session) return inNone ? null : undefined;
    return {
      groupId: group.id,
      groupName: group.name,
      href: groupPagePath(group.id),
      paused: session.paused,
      phaseAt: (now: number) => followPhase(group, session, clockOffset(), now),
      leave: () => mutate([group.id, { action: 'leave' }]),
      leaving: isPending,
    };
  }, [group, session, inNone, mutate, isPending]);
}
