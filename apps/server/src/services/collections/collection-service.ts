import {
  COLLECTION_MESSAGES,
  type CollectionItemState,
  type CollectionsResponse,
} from '@focus-room/core/api/collections';
import { COLLECTION_IDS, collectionItem, itemsOfCollection } from '@focus-room/core/collections/catalogue';
import {
  collectionItemPrice,
  collectionsUnlocked,
  purchaseRefusal,
} from '@focus-room/core/collections/prices';
import type { AppContext } from '../../app-context';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/http-error';
import { coinLedgerRepository } from '../../repositories/coin-ledger-repository';
import { collectionItemsRepository } from '../../repositories/collection-items-repository';
import { inTransaction } from '../../repositories/transaction';
import { userBalanceRepository } from '../../repositories/user-balance-repository';

type Owned = ReadonlyMap<string, { shown: boolean }>;

function itemState(id: string, price: number, owned: Owned): CollectionItemState {
  const mine = owned.get(id);
  return { id, price, owned: mine !== undefined, shown: mine?.shown ?? false };
}

function knownItem(itemId: string) {
  const def = collectionItem(itemId);
  if (!def) throw notFound(COLLECTION_MESSAGES.unknownItem);
  return def;
}

async function ownedBy(ctx: AppContext, userId: string): Promise<Owned> {
  const rows = await collectionItemsRepository.listForUser(ctx.db, userId);
  return new Map(rows.map((row) => [row.itemId, { shown: row.shown }]));
}

/** Every set with its items and what the user owns and shows; `level` and `coins` from the user's row. */
export async function listCollections(
  ctx: AppContext,
  user: { id: string; level: number; coins: number },
): Promise<CollectionsResponse> {
  const owned = await ownedBy(ctx, user.id);
  return {
    unlocked: collectionsUnlocked(user.level),
    level: user.level,
    coins: user.coins,
    collections: COLLECTION_IDS.map((id) => ({
      id,
      items: itemsOfCollection(id).map((def) => itemState(def.id, collectionItemPrice(def), owned)),
    })),
  };
}

/**
 * Buys one item (docs/product-rules.md#collections): one short transaction locks the user's row, checks
 * the rule of core's purchaseRefusal against it and writes the purchase, the balance and the ledger row
 * together. Concurrent buys of one user queue on the lock, so the second sees the first's purchase and is
 * refused; the table's primary key is the last word. A refusal writes nothing.
 */
export async function buyCollectionItem(ctx: AppContext, userId: string, itemId: string) {
  const def = knownItem(itemId);
  const price = collectionItemPrice(def);
  return inTransaction(ctx.db, async (tx) => {
    const user = await userBalanceRepository.lockForUpdate(tx, userId);
    if (!user) throw unauthorized();
    const owned = new Set((await collectionItemsRepository.listForUser(tx, userId)).map((row) => row.itemId));
    const refusal = purchaseRefusal(def, { level: user.level, coins: user.coins, owned });
    if (refusal === 'locked') throw forbidden(COLLECTION_MESSAGES.locked);
    if (refusal === 'owned') throw conflict(COLLECTION_MESSAGES.owned);
    if (refusal === 'notEnoughCoins') throw badRequest(COLLECTION_MESSAGES.notEnoughCoins(price));

    const now = ctx.now();
    const bought = await collectionItemsRepository.insert(tx, {
      userId,
      itemId: def.id,
      collection: def.collection,
      price,
      createdAt: now,
    });
    if (!bought) throw conflict(COLLECTION_MESSAGES.owned);
    const coins = user.coins - price;
    await userBalanceRepository.setCoinsAndLevel(tx, userId, { coins });
    await coinLedgerRepository.append(tx, [
      { userId, delta: -price, kind: 'collection', detail: `item ${def.id}`, createdAt: now },
    ]);
    return { item: { id: def.id, price, owned: true, shown: true }, coins, spent: price };
  });
}

/** Shows or hides an owned item; nothing is ever taken away, so hiding keeps the item. */
export async function showCollectionItem(ctx: AppContext, userId: string, itemId: string, shown: boolean) {
  const def = knownItem(itemId);
  const row = await collectionItemsRepository.setShown(ctx.db, userId, def.id, shown);
  if (!row) throw conflict(COLLECTION_MESSAGES.notOwned);
  return { item: { id: def.id, price: row.price, owned: true, shown: row.shown } };
}

/** The admin figure: purchases, buyers and coins per collection, every set listed (0 before any purchase). */
export async function purchasesPerCollection(ctx: AppContext) {
  const rows = await collectionItemsRepository.purchasesPerCollection(ctx.db);
  const byId = new Map(rows.map((row) => [row.collection, row]));
  return {
    collections: COLLECTION_IDS.map((id) => {
      const row = byId.get(id);
      return { id, purchases: row?.purchases ?? 0, buyers: row?.buyers ?? 0, coins: row?.coins ?? 0 };
    }),
  };
}
