import { mostUsedBrowserRoute, mostUsedResponseSchema } from '@focus-room/core/api/admin-stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_STALE_TIME, adminKeys } from './admin-keys';

export type MostUsedBrowser = z.infer<typeof mostUsedResponseSchema>;

/** GET /api/most-used: the browser most profiles reported; null before the first report. */
export function getMostUsedBrowser(): Promise<MostUsedBrowser> {
  return apiRequest(mostUsedBrowserRoute, { schema: mostUsedResponseSchema });
}

export const mostUsedBrowserQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.mostUsedBrowser,
    queryFn: getMostUsedBrowser,
    staleTime: ADMIN_STALE_TIME,
  });

export function useMostUsedBrowser() {
  return useQuery(mostUsedBrowserQueryOptions());
}
