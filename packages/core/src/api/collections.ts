import { z } from 'zod';
import { COLLECTION_IDS } from '../collections/catalogue';
import { serverMessage } from '../i18n/server-messages';
import { MAX_LEVEL } from '../levels/level-names';
import type { ApiRoute } from './route';

// The collections after level 50 (docs/product-rules.md#collections).

export const COLLECTION_MESSAGES = {
  unknownItem: serverMessage('collectionItemUnknown'),
  locked: serverMessage('collectionsLocked', { max: MAX_LEVEL }),
  owned: serverMessage('collectionItemOwned'),
  notEnoughCoins: (cost: number) => serverMessage('collectionNotEnoughCoins', { cost }),
  notOwned: serverMessage('collectionItemNotOwned'),
  shownInvalid: serverMessage('collectionShownInvalid'),
} as const;

/** An item id in a path: the catalogue's ids are short lowercase words joined by '-'. */
export const collectionItemParamsSchema = z.object({
  itemId: z
    .string({ error: COLLECTION_MESSAGES.unknownItem })
    .max(64, COLLECTION_MESSAGES.unknownItem)
    .regex(/^[a-z0-9-]+$/, COLLECTION_MESSAGES.unknownItem),
});

export const collectionItemStateSchema = z.object({
  id: z.string(),
  price: z.number().int(),
  owned: z.boolean(),
  shown: z.boolean(),
});
export type CollectionItemState = z.infer<typeof collectionItemStateSchema>;

export const collectionStateSchema = z.object({
  id: z.enum(COLLECTION_IDS),
  items: z.array(collectionItemStateSchema),
});

/** GET /api/collections: every set with its items, what the user owns and shows, and whether they may buy. */
export const collectionsResponseSchema = z.object({
  unlocked: z.boolean(),
  level: z.number().int(),
  coins: z.number().int(),
  collections: z.array(collectionStateSchema),
});
export type CollectionsResponse = z.infer<typeof collectionsResponseSchema>;

/** POST /api/collections/items/{itemId}/buy (empty body): the bought item, shown at once, and the coins left. */
export const buyCollectionItemResponseSchema = z.object({
  item: collectionItemStateSchema,
  coins: z.number().int(),
  spent: z.number().int(),
});
export type BuyCollectionItemResponse = z.infer<typeof buyCollectionItemResponseSchema>;

/** PUT /api/collections/items/{itemId}: show or hide an owned item. */
export const showCollectionItemRequestSchema = z.object({
  shown: z.boolean({ error: COLLECTION_MESSAGES.shownInvalid }),
});
export const showCollectionItemResponseSchema = z.object({ item: collectionItemStateSchema });

export const collectionsRoute = { method: 'GET', path: '/api/collections' } as const satisfies ApiRoute;
export const buyCollectionItemRoute = {
  method: 'POST',
  path: '/api/collections/items/:itemId/buy',
  url: (itemId: string) => `/api/collections/items/${encodeURIComponent(itemId)}/buy`,
} as const satisfies ApiRoute;
export const showCollectionItemRoute = {
  method: 'PUT',
  path: '/api/collections/items/:itemId',
  url: (itemId: string) => `/api/collections/items/${encodeURIComponent(itemId)}`,
} as const satisfies ApiRoute;

/** GET /api/admin/collections (admins): purchases, buyers and coins per collection, every set listed. */
export const adminCollectionsResponseSchema = z.object({
  collections: z.array(
    z.object({
      id: z.enum(COLLECTION_IDS),
      purchases: z.number().int(),
      buyers: z.number().int(),
      coins: z.number().int(),
    }),
  ),
});
export type AdminCollectionsResponse = z.infer<typeof adminCollectionsResponseSchema>;

export const adminCollectionsRoute = {
  method: 'GET',
  path: '/api/admin/collections',
} as const satisfies ApiRoute;
