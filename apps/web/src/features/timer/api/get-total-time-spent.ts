import { totalTimeSpentRoute } from '@focus-room/core/api/economy-plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export async function getTotalTimeSpent(signal?: AbortSignal): Promise<number> {
  const { totalTimeSpent } = await apiRequest(totalTimeSpentRoute, {
    loadSchema: async () => (await import('@focus-room/core/api/economy')).totalTimeSpentResponseSchema,
    signal,
  });
  return totalTimeSpent;
}

export const totalTimeSpentQueryOptions = queryOptions({
  queryKey: ['focus', 'total-time-spent'],
  queryFn: ({ signal }) => getTotalTimeSpent(signal),
});

/** The signed-in user's total focus time (server unit: measured seconds / 1.9). */
export function useTotalTimeSpent(enabled: boolean) {
  return useQuery({ ...totalTimeSpentQueryOptions, enabled });
}
