import type { GroupDetail, MemberPresence } from '@focus-room/core/api/groups';
import { groupLiveRoute, LIVE_EVENTS } from '@focus-room/core/api/groups-plain';
import { useQueryClient } from '@tanstack/react-query';
import { EventSource } from 'eventsource';
import { useEffect, useRef, useState } from 'react';
import { TOKEN_STORAGE_KEY } from '../../../lib/api-client';
import { readStorage } from '../../../lib/storage';
import { groupKeys } from '../api/group-keys';

export type LiveReaction = { groupId: string; userId: string; reaction: string; at: number };
export type LiveState = 'connecting' | 'open' | 'reconnecting';

/**
 * The live stream of the user's groups (GET /api/groups/live, decision 069) while the page is open: a
 * member's new status is written into the cached group at once; anything else that changed refetches the
 * group. After every (re)connect the groups are refetched, so nothing missed while away is lost. The
 * `eventsource` package reconnects by itself and, unlike the browser's EventSource, sends the bearer token.
 * `enabled`: false holds no stream (a user in no group has nothing to follow and nobody to be seen by).
 */
export function useGroupLive(
  onReaction?: (reaction: LiveReaction) => void,
  { enabled = true }: { enabled?: boolean } = {},
): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  const reactionRef = useRef(onReaction);
  reactionRef.current = onReaction;

  useEffect(() => {
    const token = readStorage(TOKEN_STORAGE_KEY);
    if (!token || !enabled) return;
    const source = new EventSource(groupLiveRoute.path, {
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...init?.headers, authorization: `Bearer ${token}` } }),
    });
    const data = (event: Event) =>
      JSON.parse((event as MessageEvent<string>).data) as Record<string, unknown>;
    source.addEventListener('open', () => {
      setState('open');
      void queryClient.invalidateQueries({ queryKey: groupKeys.all });
    });
    source.addEventListener('error', () => setState('reconnecting'));
    source.addEventListener(LIVE_EVENTS.presence, (event) => {
      const { userId, presence } = data(event) as { userId: string; presence: MemberPresence };
      queryClient.setQueriesData<{ group: GroupDetail }>({ queryKey: ['groups', 'detail'] }, (cached) =>
        cached
          ? {
              group: {
                ...cached.group,
                members: cached.group.members.map((m) => (m.userId === userId ? { ...m, presence } : m)),
              },
            }
          : cached,
      );
    });
    source.addEventListener(LIVE_EVENTS.group, (event) => {
      const { groupId } = data(event) as { groupId: string };
      void queryClient.invalidateQueries({ queryKey: groupKeys.detail(groupId) });
      void queryClient.invalidateQueries({ queryKey: groupKeys.list });
    });
    source.addEventListener(LIVE_EVENTS.groups, () => {
      void queryClient.invalidateQueries({ queryKey: groupKeys.all });
    });
    source.addEventListener(LIVE_EVENTS.reaction, (event) => {
      const reaction = data(event) as Omit<LiveReaction, 'at'>;
      reactionRef.current?.({ ...reaction, at: Date.now() });
    });
    return () => source.close();
  }, [queryClient, enabled]);

  return state;
}
