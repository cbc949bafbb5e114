import type { UserLevelResponse } from '@focus-room/core/api/levels';
import { userLevelRoute } from '@focus-room/core/api/levels-plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { levelKeys } from './level-keys';

/** GET /api/auth/user-level: level, coins and the current room pictures. */
export function getUserLevel(): Promise<UserLevelResponse> {
  return apiRequest(userLevelRoute, {
    loadSchema: async () => (await import('@focus-room/core/api/levels')).userLevelResponseSchema,
  });
}

/** The images of another level (`?preview=n`), used to warm the cache before the user sees them. */
export function getLevelPreview(level: number): Promise<UserLevelResponse> {
  return apiRequest(userLevelRoute, {
    url: `${userLevelRoute.path}?preview=${level}`,
    loadSchema: async () => (await import('@focus-room/core/api/levels')).userLevelResponseSchema,
  });
}

export const userLevelQueryOptions = () =>
  queryOptions({ queryKey: levelKeys.userLevel, queryFn: getUserLevel, staleTime: 10_000 });

export function useUserLevel(enabled = true) {
  return useQuery({ ...userLevelQueryOptions(), enabled });
}
