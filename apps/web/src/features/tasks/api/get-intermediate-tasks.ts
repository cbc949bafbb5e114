import type { Task } from '@focus-room/core/api/tasks';
import { intermediateTasksRoute } from '@focus-room/core/api/tasks-plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

/** Tasks finished within the last 24 hours: still on the board, struck through. */
export async function getIntermediateTasks(): Promise<Task[]> {
  const { intermediateTasks } = await apiRequest(intermediateTasksRoute, {
    loadSchema: async () => (await import('@focus-room/core/api/tasks')).intermediateTasksResponseSchema,
  });
  return intermediateTasks;
}

export const intermediateTasksQueryOptions = () =>
  queryOptions({ queryKey: taskKeys.intermediate, queryFn: getIntermediateTasks, staleTime: 10_000 });

export function useIntermediateTasks(enabled = true) {
  return useQuery({ ...intermediateTasksQueryOptions(), enabled });
}
