import {
  type AdminUsersResponse,
  adminUsersResponseSchema,
  adminUsersRoute,
} from '@focus-room/core/api/admin-stats';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_STALE_TIME, adminKeys } from './admin-keys';

export type AdminUsersParams = { page: number; limit: number; search: string };

/** GET /api/admin/users?page&limit&search: one page of accounts, newest first. */
export function getAdminUsers({ page, limit, search }: AdminUsersParams): Promise<AdminUsersResponse> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (search) query.set('search', search);
  return apiRequest(adminUsersRoute, {
    url: `${adminUsersRoute.path}?${query}`,
    schema: adminUsersResponseSchema,
  });
}

export const adminUsersQueryOptions = (params: AdminUsersParams) =>
  queryOptions({
    queryKey: adminKeys.userPage(params),
    queryFn: () => getAdminUsers(params),
    staleTime: ADMIN_STALE_TIME,
    // Paging and typing keep the current cards on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(params: AdminUsersParams, enabled = true) {
  return useQuery({ ...adminUsersQueryOptions(params), enabled });
}
