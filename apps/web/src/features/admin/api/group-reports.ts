import {
  adminDeleteGroupRoute,
  adminGroupActionResponseSchema,
  adminRemoveFromGroupsRoute,
  adminRenameGroupRoute,
  groupReportListResponseSchema,
  listGroupReportsRoute,
} from '@focus-room/core/api/groups';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const reportsKey = ['admin', 'group-reports'] as const;

/** GET /api/admin/group-reports: the newest reports of study groups (docs/product-rules.md#blocks-and-reports). */
export function useGroupReports() {
  return useQuery({
    queryKey: reportsKey,
    queryFn: () =>
      apiRequest(listGroupReportsRoute, { loadSchema: async () => groupReportListResponseSchema }),
    retry: false,
  });
}

type Action =
  | { kind: 'rename'; groupId: string; name: string }
  | { kind: 'delete'; groupId: string }
  | { kind: 'removeUser'; userId: string };

function run(action: Action) {
  const loadSchema = async () => adminGroupActionResponseSchema;
  if (action.kind === 'rename') {
    return apiRequest(adminRenameGroupRoute, {
      url: adminRenameGroupRoute.url(action.groupId),
      body: { name: action.name },
      loadSchema,
    });
  }
  if (action.kind === 'delete') {
    return apiRequest(adminDeleteGroupRoute, { url: adminDeleteGroupRoute.url(action.groupId), loadSchema });
  }
  return apiRequest(adminRemoveFromGroupsRoute, {
    url: adminRemoveFromGroupsRoute.url(action.userId),
    loadSchema,
  });
}

/** The Reports tab's actions: rename or delete a group, remove a user from all groups. */
export function useGroupReportAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsKey }),
  });
}
