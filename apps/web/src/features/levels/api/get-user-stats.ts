import type { UserStatsResponse } from '@focus-room/core/api/economy';
import { userStatsRoute } from '@focus-room/core/api/economy-plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { levelKeys } from './level-keys';

/** GET /api/user/stats: coins now, earned, spent and the focus time for the profile's stats. */
export function getUserStats(): Promise<UserStatsResponse> {
  return apiRequest(userStatsRoute, {
    loadSchema: async () => (await import('@focus-room/core/api/economy')).userStatsResponseSchema,
  });
}

export const userStatsQueryOptions = () =>
  queryOptions({ queryKey: levelKeys.stats, queryFn: getUserStats, staleTime: 10_000 });

export function useUserStats(enabled = true) {
  return useQuery({ ...userStatsQueryOptions(), enabled });
}
