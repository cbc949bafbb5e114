import {
  type CollectionsResponse,
  showCollectionItemResponseSchema,
  showCollectionItemRoute,
} from '@focus-room/core/api/collections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setShown } from '../lib/collections-state';
import { collectionKeys } from './collection-keys';

type ShowInput = { itemId: string; shown: boolean };

/** PUT /api/collections/items/{itemId} with `{ shown }`. */
export function showCollectionItem({ itemId, shown }: ShowInput) {
  return apiRequest(showCollectionItemRoute, {
    url: showCollectionItemRoute.url(itemId),
    body: { shown },
    schema: showCollectionItemResponseSchema,
  });
}

/** Shows or hides an owned item; the room changes at once and goes back if the server refuses. */
export function useShowCollectionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: showCollectionItem,
    onMutate: async ({ itemId, shown }) => {
      await queryClient.cancelQueries({ queryKey: collectionKeys.all });
      const before = queryClient.getQueryData<CollectionsResponse>(collectionKeys.all);
      if (before) queryClient.setQueryData(collectionKeys.all, setShown(before, itemId, shown));
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(collectionKeys.all, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}
