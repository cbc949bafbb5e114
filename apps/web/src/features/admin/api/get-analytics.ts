import {
  type AnalyticsResponse,
  analyticsResponseSchema,
  analyticsRoute,
} from '@focus-room/core/api/admin-stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_STALE_TIME, adminKeys } from './admin-keys';

/** GET /api/admin/analytics: sessions, focus and break lengths, todos per session and coin figures. */
export function getAnalytics(): Promise<AnalyticsResponse> {
  return apiRequest(analyticsRoute, { schema: analyticsResponseSchema });
}

export const analyticsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.analytics, queryFn: getAnalytics, staleTime: ADMIN_STALE_TIME });

export function useAnalytics() {
  return useQuery(analyticsQueryOptions());
}
