import { listGroupsRoute } from '@focus-room/core/api/groups-plain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { groupKeys } from './group-keys';

/** GET /api/groups: the user's groups as cards. */
export function useGroupList(enabled = true) {
  return useQuery({
    queryKey: groupKeys.list,
    queryFn: () =>
      apiRequest(listGroupsRoute, {
        loadSchema: async () => (await import('@focus-room/core/api/groups')).groupListResponseSchema,
      }),
    enabled,
  });
}
