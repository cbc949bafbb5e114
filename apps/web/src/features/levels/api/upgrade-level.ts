import type { UpgradeResponse } from '@focus-room/core/api/levels';
import { upgradeLevelRoute, upgradeMultipleLevelsRoute } from '@focus-room/core/api/levels-plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { levelKeys } from './level-keys';

export type UpgradeMode = 'one' | 'all';

const ROUTES = { one: upgradeLevelRoute, all: upgradeMultipleLevelsRoute } as const;

/** PATCH /api/auth/updateLevel or /updateMultipleLevels with an empty body. */
export function upgradeLevel(mode: UpgradeMode): Promise<UpgradeResponse> {
  return apiRequest(ROUTES[mode], {
    loadSchema: async () => (await import('@focus-room/core/api/levels')).upgradeResponseSchema,
  });
}

/**
 * The upgrade itself. On success the cached level and coins take the server's new values at once, so
 * the card behind the congratulations dialog already shows the new level; the rest is re-read.
 */
export function useUpgradeLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upgradeLevel,
    onSuccess: (result) => {
      queryClient.setQueryData(levelKeys.userLevel, {
        level: result.newLevel,
        coins: result.newCoins,
        imageLight: result.imageLight,
        imageDark: result.imageDark,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: levelKeys.all }),
  });
}
