import type { CompletedTasksResponse } from '@focus-room/core/api/tasks';
import { completedTasksRoute } from '@focus-room/core/api/tasks-plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

/**
 * Kept for a while: the task changes of this tab (the task mutations) and the profile's refresh events
 * invalidate it, so opening the panel, or switching its views, does not ask the server every time.
 */
export const completedTasksKey = taskKeys.completed;

/**
 * GET /api/tasks/completed: the profile's completed list and its counts (docs/product-rules.md#profile-menu).
 */
export function getCompletedTasks(): Promise<CompletedTasksResponse> {
  return apiRequest(completedTasksRoute, {
    loadSchema: async () => (await import('@focus-room/core/api/tasks')).completedTasksResponseSchema,
  });
}

export const completedTasksQueryOptions = () =>
  queryOptions({ queryKey: completedTasksKey, queryFn: getCompletedTasks, staleTime: 60_000 });

export function useCompletedTasks(enabled = true) {
  return useQuery({ ...completedTasksQueryOptions(), enabled });
}
