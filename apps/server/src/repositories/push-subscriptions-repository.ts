import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { pushSubscriptions, users } from '../db/schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

// Every query names the user: a subscription is only ever reached through its owner.
export const pushSubscriptionsRepository = {
  /**
   * Locks the owner's user row (`SELECT … FOR UPDATE`) for the rest of the transaction, so one user's
   * saves take turns and the count of ten holds; undefined when the user is gone.
   */
  async lockOwner(db: Database, userId: string) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return row;
  },

  /** Saves the browser's subscription for the user, or refreshes its keys when it is already there. */
  async upsert(
    db: Database,
    values: { userId: string; endpoint: string; p256dh: string; auth: string; createdAt: Date },
  ) {
    await db
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: [pushSubscriptions.userId, pushSubscriptions.endpoint],
        set: { p256dh: values.p256dh, auth: values.auth, createdAt: values.createdAt },
      });
  },

  /** Deletes the user's oldest subscriptions beyond `keep`. */
  async trimOldest(db: Database, userId: string, keep: number) {
    const rows = await db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
    const extra = rows.slice(0, Math.max(0, rows.length - keep)).map((row) => row.id);
    if (extra.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, extra));
  },

  /** Removes the user's subscription with this endpoint; true when there was one. */
  async remove(db: Database, userId: string, endpoint: string) {
    const rows = await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id });
    return rows.length > 0;
  },

  /** Removes one row by id (the push service said it is gone), only if it still belongs to `userId`. */
  async removeById(db: Database, userId: string, id: string) {
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)));
  },

  async listForUsers(db: Database, userIds: string[]) {
    if (userIds.length === 0) return [];
    return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
  },

  async listForUser(db: Database, userId: string) {
    return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  },

  async countForUser(db: Database, userId: string) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    return row?.n ?? 0;
  },
};
