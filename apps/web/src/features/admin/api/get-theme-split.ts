import { themeSplitResponseSchema, themeSplitRoute } from '@focus-room/core/api/admin-stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_STALE_TIME, adminKeys } from './admin-keys';

export type ThemeSplit = z.infer<typeof themeSplitResponseSchema>;

/** GET /api/admin/theme-split: dark and light shares of the profiles that reported a theme. */
export function getThemeSplit(): Promise<ThemeSplit> {
  return apiRequest(themeSplitRoute, { schema: themeSplitResponseSchema });
}

export const themeSplitQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.themeSplit, queryFn: getThemeSplit, staleTime: ADMIN_STALE_TIME });

export function useThemeSplit() {
  return useQuery(themeSplitQueryOptions());
}
