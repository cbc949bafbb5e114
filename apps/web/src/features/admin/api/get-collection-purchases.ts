import {
  type AdminCollectionsResponse,
  adminCollectionsResponseSchema,
  adminCollectionsRoute,
} from '@focus-room/core/api/collections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_STALE_TIME } from './admin-keys';

/** Query key of the collections figure (its own, so this file stays apart from the shared key list). */
export const collectionPurchasesKey = ['admin', 'collections'] as const;

/** GET /api/admin/collections: purchases, buyers and coins per collection. */
export function getCollectionPurchases(): Promise<AdminCollectionsResponse> {
  return apiRequest(adminCollectionsRoute, { schema: adminCollectionsResponseSchema });
}

export function useCollectionPurchases() {
  return useQuery(
    queryOptions({
      queryKey: collectionPurchasesKey,
      queryFn: getCollectionPurchases,
      staleTime: ADMIN_STALE_TIME,
    }),
  );
}
