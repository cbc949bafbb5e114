import { getGroupRoute } from '@focus-room/core/api/groups-plain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { groupKeys } from './group-keys';

/** GET /api/groups/:id: the group as its members see it (404 for anyone else). */
export function useGroup(id: string) {
  return useQuery({
    queryKey: groupKeys.detail(id),
    queryFn: () =>
      apiRequest(getGroupRoute, {
        url: getGroupRoute.url(id),
        loadSchema: async () => (await import('@focus-room/core/api/groups')).groupResponseSchema,
      }),
    retry: false,
  });
}
