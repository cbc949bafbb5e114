import type { Task } from '@focus-room/core/api/tasks';
import { ongoingTasksRoute } from '@focus-room/core/api/tasks-plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

export async function getOngoingTasks(): Promise<Task[]> {
  const { ongoingTasks } = await apiRequest(ongoingTasksRoute, {
    loadSchema: async () => (await import('@focus-room/core/api/tasks')).ongoingTasksResponseSchema,
  });
  return ongoingTasks;
}

export const ongoingTasksQueryOptions = () =>
  queryOptions({ queryKey: taskKeys.ongoing, queryFn: getOngoingTasks, staleTime: 10_000 });

export function useOngoingTasks(enabled = true) {
  return useQuery({ ...ongoingTasksQueryOptions(), enabled });
}
