import {
  loginFrequencyDailyRoute,
  loginFrequencyMonthlyRoute,
  loginFrequencyResponseSchema,
  loginFrequencyYearlyRoute,
} from '@focus-room/core/api/admin-stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type FrequencyPeriod, frequencyQuery } from '../lib/utc-periods';
import { ADMIN_STALE_TIME, adminKeys } from './admin-keys';

/**
 * GET /api/admin/users/{id}/login-frequency/{daily|monthly|yearly}?date|month|year: one user's sign-ins
 * in a UTC day, month or year (one endpoint per period; they share this fetcher).
 */
const ROUTES = {
  daily: loginFrequencyDailyRoute,
  monthly: loginFrequencyMonthlyRoute,
  yearly: loginFrequencyYearlyRoute,
} as const satisfies Record<FrequencyPeriod, unknown>;

export async function getLoginFrequency(userId: string, period: FrequencyPeriod, value: string) {
  const query = frequencyQuery(period, value);
  if (!query) throw new Error('Choose a valid period first');
  const route = ROUTES[period];
  const { count } = await apiRequest(route, {
    url: `${route.url(userId)}?${new URLSearchParams(query)}`,
    schema: loginFrequencyResponseSchema,
  });
  return count;
}

export const loginFrequencyQueryOptions = (userId: string, period: FrequencyPeriod, value: string) =>
  queryOptions({
    queryKey: adminKeys.loginFrequency(userId, period, value),
    queryFn: () => getLoginFrequency(userId, period, value),
    staleTime: ADMIN_STALE_TIME,
    // Only complete, valid dates are asked for (a half-typed year sends nothing).
    enabled: frequencyQuery(period, value) !== null,
  });

export function useLoginFrequency(userId: string, period: FrequencyPeriod, value: string) {
  return useQuery(loginFrequencyQueryOptions(userId, period, value));
}
