import { averageTasksResponseSchema, averageTasksRoute } from '@focus-room/core/api/admin-stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_STALE_TIME, adminKeys } from './admin-keys';

export type AverageTasks = z.infer<typeof averageTasksResponseSchema>;

/** GET /api/admin/average-tasks: ongoing and finished tasks per verified account. */
export function getAverageTasks(): Promise<AverageTasks> {
  return apiRequest(averageTasksRoute, { schema: averageTasksResponseSchema });
}

export const averageTasksQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.averageTasks, queryFn: getAverageTasks, staleTime: ADMIN_STALE_TIME });

export function useAverageTasks() {
  return useQuery(averageTasksQueryOptions());
}
