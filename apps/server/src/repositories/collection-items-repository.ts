import { and, asc, count, eq, sql, sum } from 'drizzle-orm';
import type { Database } from '../db/database';
import { collectionItems } from '../db/schema';

export type CollectionItemRow = typeof collectionItems.$inferSelect;

/** The collection items users bought (docs/product-rules.md#collections). */
export const collectionItemsRepository = {
  async listForUser(db: Database, userId: string) {
    return db
      .select({
        itemId: collectionItems.itemId,
        collection: collectionItems.collection,
        price: collectionItems.price,
        shown: collectionItems.shown,
        createdAt: collectionItems.createdAt,
      })
      .from(collectionItems)
      .where(eq(collectionItems.userId, userId))
      .orderBy(asc(collectionItems.createdAt), asc(collectionItems.itemId));
  },

  /**
   * Records a purchase; answers false when the user owns the item already (the primary key decides, so
   * even a write that slipped past the locked row's check cannot buy an item twice).
   */
  async insert(
    db: Database,
    row: { userId: string; itemId: string; collection: string; price: number; createdAt: Date },
  ) {
    const inserted = await db
      .insert(collectionItems)
      .values({ ...row, shown: true })
      .onConflictDoNothing()
      .returning({ itemId: collectionItems.itemId });
    return inserted.length === 1;
  },

  /** Shows or hides an owned item; answers undefined when the user does not own it. */
  async setShown(db: Database, userId: string, itemId: string, shown: boolean) {
    const [row] = await db
      .update(collectionItems)
      .set({ shown })
      .where(and(eq(collectionItems.userId, userId), eq(collectionItems.itemId, itemId)))
      .returning({
        itemId: collectionItems.itemId,
        price: collectionItems.price,
        shown: collectionItems.shown,
      });
    return row;
  },

  /** Purchases, buyers and coins per collection, for the admin area. */
  async purchasesPerCollection(db: Database) {
    return db
      .select({
        collection: collectionItems.collection,
        purchases: count(),
        buyers: sql<number>`count(distinct ${collectionItems.userId})::int`,
        coins: sql<number>`${sum(collectionItems.price)}::int`,
      })
      .from(collectionItems)
      .groupBy(collectionItems.collection);
  },
};
