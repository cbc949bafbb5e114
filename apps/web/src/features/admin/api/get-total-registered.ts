import { totalRegisteredResponseSchema, totalRegisteredRoute } from '@focus-room/core/api/admin-stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_STALE_TIME, adminKeys } from './admin-keys';

export type TotalRegistered = z.infer<typeof totalRegisteredResponseSchema>;

/** GET /api/admin/totalRegistered: verified accounts and all accounts. */
export function getTotalRegistered(): Promise<TotalRegistered> {
  return apiRequest(totalRegisteredRoute, { schema: totalRegisteredResponseSchema });
}

export const totalRegisteredQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.totalRegistered,
    queryFn: getTotalRegistered,
    staleTime: ADMIN_STALE_TIME,
  });

export function useTotalRegistered() {
  return useQuery(totalRegisteredQueryOptions());
}
