import {
  type NewsletterStats,
  newsletterStatsResponseSchema,
  newsletterStatsRoute,
} from '@focus-room/core/api/newsletter';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_STALE_TIME, adminKeys } from './admin-keys';

/** GET /api/newsletter/admin/stats: subscribers, subscription rate, recent subscribers and users. */
export async function getNewsletterStats(): Promise<NewsletterStats> {
  const { stats } = await apiRequest(newsletterStatsRoute, {
    schema: newsletterStatsResponseSchema,
  });
  return stats;
}

export const newsletterStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.newsletterStats,
    queryFn: getNewsletterStats,
    staleTime: ADMIN_STALE_TIME,
    retry: false,
  });

export function useNewsletterStats() {
  return useQuery(newsletterStatsQueryOptions());
}
