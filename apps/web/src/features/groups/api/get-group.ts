import { getGroupRoute } from '@focus-room/core/api/groups-plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { observeServerClock } from '../lib/session-clock';
import { groupKeys } from './group-keys';

/** GET /api/groups/:id: the group as its members see it (404 for anyone else). */
export const groupDetailQuery = (id: string) =>
  queryOptions({
    queryKey: groupKeys.detail(id),
    queryFn: async () => {
      const sentAt = Date.now();
      const answer = await apiRequest(getGroupRoute, {
        url: getGroupRoute.url(id),
        loadSchema: async () => (await import('@focus-room/core/api/groups')).groupResponseSchema,
      });
      if (answer.group.session) observeServerClock(answer.group.session.serverNow, sentAt, Date.now());
      return answer;
    },
    retry: false,
  });

export function useGroup(id: string) {
  return useQuery(groupDetailQuery(id));
}
