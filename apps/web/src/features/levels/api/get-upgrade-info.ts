import type { CanLevelUpgradeResponse } from '@focus-room/core/api/levels';
import { canLevelUpgradeRoute } from '@focus-room/core/api/levels-plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { levelKeys } from './level-keys';

/** GET /api/auth/can-level-upgrade: the next level's cost (null at 50) and how many levels the coins buy. */
export function getUpgradeInfo(): Promise<CanLevelUpgradeResponse> {
  return apiRequest(canLevelUpgradeRoute, {
    loadSchema: async () => (await import('@focus-room/core/api/levels')).canLevelUpgradeResponseSchema,
  });
}

export const upgradeInfoQueryOptions = () =>
  queryOptions({ queryKey: levelKeys.upgradeInfo, queryFn: getUpgradeInfo, staleTime: 10_000 });

export function useUpgradeInfo(enabled = true) {
  return useQuery({ ...upgradeInfoQueryOptions(), enabled });
}
