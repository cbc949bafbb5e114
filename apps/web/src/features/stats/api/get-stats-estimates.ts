import { statsEstimatesRoute } from '@focus-room/core/api/stats-plain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { statsKeys } from './stats-keys';

/** GET /api/stats/estimates: estimated and actual pomodoros of the last finished tasks, and the bias. */
export function useStatsEstimates(enabled = true) {
  return useQuery({
    queryKey: statsKeys.estimates,
    queryFn: () =>
      apiRequest(statsEstimatesRoute, {
        loadSchema: async () => (await import('@focus-room/core/api/stats')).statsEstimatesResponseSchema,
      }),
    enabled,
  });
}
