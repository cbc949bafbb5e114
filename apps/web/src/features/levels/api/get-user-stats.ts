import {
  type UserStatsResponse,
  userStatsResponseSchema,
  userStatsRoute,
} from '@focus-room/core/api/economy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { levelKeys } from './level-keys';

/** GET /api/user/stats: coins now, earned, spent and the focus time for the profile's stats. */
export function getUserStats(): Promise<UserStatsResponse> {
  return apiRequest(userStatsRoute, { schema: userStatsResponseSchema });
}

export const userStatsQueryOptions = () =>
  queryOptions({ queryKey: levelKeys.stats, queryFn: getUserStats, staleTime: 10_000 });

export function useUserStats(enabled = true) {
  return useQuery({ ...userStatsQueryOptions(), enabled });
}
