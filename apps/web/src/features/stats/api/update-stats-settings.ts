import type { StatsSettingsRequest } from '@focus-room/core/api/stats';
import { updateStatsSettingsRoute } from '@focus-room/core/api/stats-plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { statsKeys } from './stats-keys';

export function updateStatsSettings(body: StatsSettingsRequest) {
  return apiRequest(updateStatsSettingsRoute, {
    body,
    loadSchema: async () => (await import('@focus-room/core/api/stats')).statsSettingsSchema,
  });
}

/**
 * PUT /api/stats/settings. The answer becomes the cached settings; every other figure is read again, since
 * a new goal changes the ring, the goal days and the streak.
 */
export function useUpdateStatsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStatsSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(statsKeys.settings, settings);
      void queryClient.invalidateQueries({
        queryKey: statsKeys.all,
        predicate: (query) => query.queryKey[1] !== 'settings',
      });
    },
  });
}
