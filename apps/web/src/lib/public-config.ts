// Type only: this file is in the shell's first chunk, which must not pull in zod.
import { publicConfigRoute } from '@focus-room/core/api/shell-routes';
import type { PublicConfig } from '@focus-room/core/api/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiRequest<PublicConfig>(publicConfigRoute, { signal, timeoutMs: 10_000 });
}

// The settings only change with a deploy, so one fetch per page load is enough.
export const publicConfigQueryOptions = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => getPublicConfig(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}
