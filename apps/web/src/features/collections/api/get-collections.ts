import {
  type CollectionsResponse,
  collectionsResponseSchema,
  collectionsRoute,
} from '@focus-room/core/api/collections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { collectionKeys } from './collection-keys';

/** GET /api/collections: every set, what the user owns and shows, and whether they may buy. */
export function getCollections(): Promise<CollectionsResponse> {
  return apiRequest(collectionsRoute, { schema: collectionsResponseSchema });
}

export const collectionsQueryOptions = () =>
  queryOptions({ queryKey: collectionKeys.all, queryFn: getCollections, staleTime: 10_000 });

export function useCollections(enabled = true) {
  return useQuery({ ...collectionsQueryOptions(), enabled });
}
