import { averageTimeResponseSchema, averageTimeRoute } from '@focus-room/core/api/admin-stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_STALE_TIME, adminKeys } from './admin-keys';

export type AverageTime = z.infer<typeof averageTimeResponseSchema>;

/** GET /api/admin/averageTime: focus minutes per verified account. */
export function getAverageTime(): Promise<AverageTime> {
  return apiRequest(averageTimeRoute, { schema: averageTimeResponseSchema });
}

export const averageTimeQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.averageTime, queryFn: getAverageTime, staleTime: ADMIN_STALE_TIME });

export function useAverageTime() {
  return useQuery(averageTimeQueryOptions());
}
