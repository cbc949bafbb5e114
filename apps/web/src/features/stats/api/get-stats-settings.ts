import { statsSettingsRoute } from '@focus-room/core/api/stats-plain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { statsKeys } from './stats-keys';

/** GET /api/stats/settings: the daily goal, the day start hour and the time zone. */
export function useStatsSettings(enabled = true) {
  return useQuery({
    queryKey: statsKeys.settings,
    queryFn: () =>
      apiRequest(statsSettingsRoute, {
        loadSchema: async () => (await import('@focus-room/core/api/stats')).statsSettingsSchema,
      }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
