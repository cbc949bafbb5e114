import type { GroupDetail, MemberPresence } from '@focus-room/core/api/groups';
import { groupLiveRoute, LIVE_EVENTS } from '@focus-room/core/api/groups-plain';
import { useQueryClient } from '@tanstack/react-query';
import { type ErrorEvent, EventSource } from 'eventsource';
import { useEffect, useRef, useState } from 'react';
import { TOKEN_STORAGE_KEY } from '../../../lib/api-client';
import { readAgainAfterWrite } from '../../../lib/read-again-after-write';
import { readStorage } from '../../../lib/storage';
import { groupKeys } from '../api/group-keys';

export type LiveReaction = { groupId: string; userId: string; reaction: string; at: number };
export type LiveState = 'connecting' | 'open' | 'reconnecting';

/** The pause before reopening a stream the server refused: 2 s, doubling up to a minute, with jitter. */
export function reopenDelayMs(failures: number, random = Math.random) {
  const base = Math.min(60_000, 2_000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.5 + random() / 2));
}

/**
 * The live stream of the user's groups (GET /api/groups/live, decision 069) while the page is open: a
 * member's new status is written into the cached group at once; anything else that changed refetches the
 * group. After every (re)connect the groups are refetched, so nothing missed while away is lost; a group
 * whose first answer is still on its way is asked again, as that answer may have left before the change
 * (readAgainAfterWrite). The `eventsource` package reconnects by itself after a dropped connection and,
 * unlike the browser's EventSource, sends the bearer token; a stream the server refused is opened again
 * after a pause.
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
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const data = (event: Event) =>
      JSON.parse((event as MessageEvent<string>).data) as Record<string, unknown>;
    const readAgain = (queryKey: readonly string[]) => void readAgainAfterWrite(queryClient, { queryKey });

    const open = () => {
      const stream = new EventSource(groupLiveRoute.path, {
        fetch: (input, init) =>
          fetch(input, { ...init, headers: { ...init?.headers, authorization: `Bearer ${token}` } }),
      });
      source = stream;
      stream.addEventListener('open', () => {
        failures = 0;
        setState('open');
        readAgain(groupKeys.all);
      });
      stream.addEventListener('error', (event) => {
        setState('reconnecting');
        // A dropped connection is reopened by the package itself; an error answer (a busy or restarting
        // server's 503, a 429) closes the stream for good, so it is opened again after a growing pause.
        // A 401 means the session ended: the app signs out, and there is nothing to reopen.
        if (stream.readyState !== EventSource.CLOSED || (event as ErrorEvent).code === 401) return;
        failures += 1;
        retry = setTimeout(open, reopenDelayMs(failures));
      });
      stream.addEventListener(LIVE_EVENTS.presence, (event) => {
        const { userId, presence } = data(event) as { userId: string; presence: MemberPresence };
        // A group still waiting for its first answer has nothing to write into: it is asked again.
        void readAgainAfterWrite(queryClient, {
          queryKey: ['groups', 'detail'],
          predicate: (query) => query.state.data === undefined,
        });
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
      stream.addEventListener(LIVE_EVENTS.group, (event) => {
        const { groupId } = data(event) as { groupId: string };
        readAgain(groupKeys.detail(groupId));
        readAgain(groupKeys.list);
      });
      stream.addEventListener(LIVE_EVENTS.groups, () => {
        readAgain(groupKeys.all);
      });
      stream.addEventListener(LIVE_EVENTS.reaction, (event) => {
        const reaction = data(event) as Omit<LiveReaction, 'at'>;
        reactionRef.current?.({ ...reaction, at: Date.now() });
      });
    };

    open();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [queryClient, enabled]);

  return state;
}
