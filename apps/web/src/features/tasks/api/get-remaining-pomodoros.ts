import { remainingPomodorosRoute } from '@focus-room/core/api/tasks-plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

export async function getRemainingPomodoros(): Promise<number> {
  const { remainingPomodoros } = await apiRequest(remainingPomodorosRoute, {
    loadSchema: async () => (await import('@focus-room/core/api/tasks')).remainingPomodorosResponseSchema,
  });
  return remainingPomodoros;
}

export const remainingPomodorosQueryOptions = () =>
  queryOptions({ queryKey: taskKeys.remaining, queryFn: getRemainingPomodoros, staleTime: 5_000 });

/** Shared by the task manager and the estimate box: one request serves both. */
export function useRemainingPomodoros(options: { enabled?: boolean; refetchInterval?: number } = {}) {
  return useQuery({ ...remainingPomodorosQueryOptions(), ...options });
}
