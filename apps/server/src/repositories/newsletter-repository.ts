import { desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { newsletterSubscriptions, users } from '../db/schema';

export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/** One subscription per user (unique index); unsubscribing deletes the row. */
export const newsletterRepository = {
  async findByUser(db: Database, userId: string) {
    const [row] = await db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.userId, userId));
    return row;
  },

  /** Inserts the user's subscription; undefined when one already exists (e.g. a concurrent subscribe). */
  async insert(db: Database, values: { userId: string; email: string; subscribedAt: Date }) {
    const rows = await db.insert(newsletterSubscriptions).values(values).onConflictDoNothing().returning();
    return rows[0];
  },

  async updateEmail(db: Database, userId: string, email: string) {
    const [row] = await db
      .update(newsletterSubscriptions)
      .set({ email })
      .where(eq(newsletterSubscriptions.userId, userId))
      .returning();
    return row;
  },

  /** True when a subscription was removed. */
  async deleteByUser(db: Database, userId: string) {
    const rows = await db
      .delete(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.userId, userId))
      .returning({ id: newsletterSubscriptions.id });
    return rows.length > 0;
  },

  /** Every subscriber with their account, newest subscription first. */
  async listWithUsers(db: Database) {
    return db
      .select({
        subscriptionId: newsletterSubscriptions.id,
        username: users.username,
        userEmail: users.email,
        newsletterEmail: newsletterSubscriptions.email,
        subscribedAt: newsletterSubscriptions.subscribedAt,
        userRegisteredAt: users.createdAt,
      })
      .from(newsletterSubscriptions)
      .innerJoin(users, eq(users.id, newsletterSubscriptions.userId))
      .orderBy(desc(newsletterSubscriptions.subscribedAt), desc(newsletterSubscriptions.id));
  },

  /** Subscriber counts, all and since `recentSince`, in one query. */
  async counts(db: Database, recentSince: Date) {
    const [row] = await db
      .select({
        total: sql<number>`count(*)::int`,
        recent: sql<number>`(count(*) filter (where ${gte(newsletterSubscriptions.subscribedAt, recentSince)}))::int`,
      })
      .from(newsletterSubscriptions);
    return { total: row?.total ?? 0, recent: row?.recent ?? 0 };
  },
};
