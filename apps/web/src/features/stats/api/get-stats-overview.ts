import { statsOverviewRoute } from '@focus-room/core/api/stats-plain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { statsKeys } from './stats-keys';

/** GET /api/stats/overview: today, this week, the goal, the streak and the week chart. */
export function useStatsOverview(enabled = true) {
  return useQuery({
    queryKey: statsKeys.overview,
    queryFn: () =>
      apiRequest(statsOverviewRoute, {
        loadSchema: async () => (await import('@focus-room/core/api/stats')).statsOverviewResponseSchema,
      }),
    enabled,
  });
}
