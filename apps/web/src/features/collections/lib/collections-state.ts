import type { CollectionItemState, CollectionsResponse } from '@focus-room/core/api/collections';

/** The collections with one item's state replaced by the server's answer. */
export function replaceItem(state: CollectionsResponse, item: CollectionItemState): CollectionsResponse {
  return {
    ...state,
    collections: state.collections.map((set) => ({
      ...set,
      items: set.items.map((current) => (current.id === item.id ? item : current)),
    })),
  };
}

/** The collections with an owned item shown or hidden (items the user does not own stay as they are). */
export function setShown(state: CollectionsResponse, itemId: string, shown: boolean): CollectionsResponse {
  return {
    ...state,
    collections: state.collections.map((set) => ({
      ...set,
      items: set.items.map((item) => (item.id === itemId && item.owned ? { ...item, shown } : item)),
    })),
  };
}

/** The ids of the items the room shows. */
export function shownItemIds(state: CollectionsResponse | undefined): string[] {
  if (!state) return [];
  return state.collections.flatMap((set) =>
    set.items.filter((item) => item.owned && item.shown).map((item) => item.id),
  );
}

/** How many items the user owns of how many, and the coins they spent on them. */
export function ownedSummary(state: CollectionsResponse): { owned: number; total: number; spent: number } {
  const items = state.collections.flatMap((set) => set.items);
  const owned = items.filter((item) => item.owned);
  return {
    owned: owned.length,
    total: items.length,
    spent: owned.reduce((sum, item) => sum + item.price, 0),
  };
}
