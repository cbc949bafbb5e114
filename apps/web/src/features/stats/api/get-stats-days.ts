import { statsDaysRoute } from '@focus-room/core/api/stats-plain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { statsKeys } from './stats-keys';

/** GET /api/stats/days?weeks=N: the heatmap's days (26 weeks on a phone, 52 on a desktop). */
export function useStatsDays(weeks: number, enabled = true) {
  return useQuery({
    queryKey: statsKeys.days(weeks),
    queryFn: () =>
      apiRequest(statsDaysRoute, {
        url: `${statsDaysRoute.path}?weeks=${weeks}`,
        loadSchema: async () => (await import('@focus-room/core/api/stats')).statsDaysResponseSchema,
      }),
    // A window resized across the breakpoint keeps the grid it had until the other range arrives.
    placeholderData: keepPreviousData,
    enabled,
  });
}
