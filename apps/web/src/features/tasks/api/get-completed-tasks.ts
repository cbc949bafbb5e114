import { type CompletedTasksResponse, completedTasksResponseSchema } from '@focus-room/core/api/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

/** Under taskKeys.all; read afresh whenever the profile panel opens (staleTime 0). */
export const completedTasksKey = [...taskKeys.all, 'completed'] as const;

/** GET /api/tasks/completed: the profile's completed list and its counts (001 §3 Stats shown). */
export function getCompletedTasks(): Promise<CompletedTasksResponse> {
  return apiRequest('/api/tasks/completed', { schema: completedTasksResponseSchema });
}

export const completedTasksQueryOptions = () =>
  queryOptions({ queryKey: completedTasksKey, queryFn: getCompletedTasks, staleTime: 0 });

export function useCompletedTasks(enabled = true) {
  return useQuery({ ...completedTasksQueryOptions(), enabled });
}
