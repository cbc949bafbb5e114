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

const FIRST_RETRY_MS = 15_000;
const LAST_RETRY_MS = 5 * 60_000;

/**
 * How long the level card waits before reading again after `failures` failed reads: 15 s, doubling, at
 * most 5 minutes (docs/product-rules.md#level-progress-card).
 */
export function levelRetryDelay(failures: number): number {
  return Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}

/**
 * The level card's read. While it fails (the server away with the network up, where no `online` event
 * comes) it is read again by itself with a growing pause, only while the tab is visible (TanStack's
 * refetchInterval stops in a hidden tab; useRefreshOn reads again when it is shown).
 */
export function useUserLevel(enabled = true) {
  return useQuery({
    ...userLevelQueryOptions(),
    enabled,
    refetchInterval: (query) =>
      query.state.status === 'error' ? levelRetryDelay(query.state.errorUpdateCount) : false,
  });
}
