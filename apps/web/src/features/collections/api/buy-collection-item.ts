import {
  type BuyCollectionItemResponse,
  buyCollectionItemResponseSchema,
  buyCollectionItemRoute,
  type CollectionsResponse,
} from '@focus-room/core/api/collections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { fireAppEvent } from '../../../lib/app-events';
import { replaceItem } from '../lib/collections-state';
import { collectionKeys } from './collection-keys';

/** POST /api/collections/items/{itemId}/buy with an empty body. */
export function buyCollectionItem(itemId: string): Promise<BuyCollectionItemResponse> {
  return apiRequest(buyCollectionItemRoute, {
    url: buyCollectionItemRoute.url(itemId),
    schema: buyCollectionItemResponseSchema,
  });
}

/**
 * Buys an item. The answer's item and balance go into the cached collections at once; `coinSpent` tells
 * the level widget and the profile's figures to read their coins again (docs/product-rules.md#refresh-events).
 */
export function useBuyCollectionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyCollectionItem,
    onSuccess: (answer) => {
      queryClient.setQueryData<CollectionsResponse>(collectionKeys.all, (current) =>
        current ? { ...replaceItem(current, answer.item), coins: answer.coins } : current,
      );
      fireAppEvent('coinSpent', { amount: answer.spent });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}
