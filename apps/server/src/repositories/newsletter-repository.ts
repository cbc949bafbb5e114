import type { Language } from '@focus-room/core/i18n/languages';
import { and, desc, eq, gt, gte, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { newsletterSubscriptions, users } from '../db/schema';

export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

const t = newsletterSubscriptions;
const noPending = { pendingEmail: null, confirmTokenHash: null, confirmExpiresAt: null };

/**
 * One row per user (unique index) holding the confirmed subscription, an address waiting for double
 * opt-in, or both; unsubscribing deletes the row. Only rows with an `email` are subscribers.
 */
export const newsletterRepository = {
  async findByUser(db: Database, userId: string) {
    const [row] = await db.select().from(t).where(eq(t.userId, userId));
    return row;
  },

  /**
   * Makes `email` the user's confirmed subscription and drops any pending address. A first subscription
   * is dated `now`; an existing one keeps its date. `language` becomes the one of its mails.
   */
  async confirmDirectly(
    db: Database,
    values: { userId: string; email: string; now: Date; language: Language },
  ) {
    const [row] = await db
      .insert(t)
      .values({
        userId: values.userId,
        email: values.email,
        subscribedAt: values.now,
        language: values.language,
      })
      .onConflictDoUpdate({
        target: t.userId,
        set: {
          email: values.email,
          language: values.language,
          subscribedAt: sql`coalesce(${t.subscribedAt}, excluded.subscribed_at)`,
          ...noPending,
        },
      })
      .returning();
    if (!row) throw new Error('newsletter upsert returned no row');
    return row;
  },

  /**
   * Sets (or replaces: the old token stops working) the address waiting for confirmation, leaving a
   * confirmed subscription as it is; its mails go out in `language` from now on (one subscriber, one
   * language).
   */
  async setPending(
    db: Database,
    values: {
      userId: string;
      pendingEmail: string;
      confirmTokenHash: string;
      confirmExpiresAt: Date;
      language: Language;
    },
  ) {
    const pending = {
      pendingEmail: values.pendingEmail,
      confirmTokenHash: values.confirmTokenHash,
      confirmExpiresAt: values.confirmExpiresAt,
      language: values.language,
    };
    const [row] = await db
      .insert(t)
      .values({ userId: values.userId, ...pending })
      .onConflictDoUpdate({ target: t.userId, set: pending })
      .returning();
    if (!row) throw new Error('newsletter upsert returned no row');
    return row;
  },

  /** The language of the user's newsletter mails, if they have a subscription. */
  async setLanguage(db: Database, userId: string, language: Language) {
    await db.update(t).set({ language }).where(eq(t.userId, userId));
  },

  /** Forgets a pending address (the user chose their confirmed one again). */
  async clearPending(db: Database, userId: string) {
    const [row] = await db.update(t).set(noPending).where(eq(t.userId, userId)).returning();
    return row;
  },

  /**
   * Turns the pending address behind a valid token into the subscription, in one conditional UPDATE: of
   * two concurrent confirmations exactly one matches. The SET reads the row's old values, so `email`
   * gets the pending address while the pending columns are cleared. Undefined for an unknown, used or
   * expired token.
   */
  async confirmPending(db: Database, tokenHash: string, now: Date) {
    const [row] = await db
      .update(t)
      .set({
        email: sql`${t.pendingEmail}`,
        subscribedAt: sql`coalesce(${t.subscribedAt}, ${now.toISOString()}::timestamptz)`,
        ...noPending,
      })
      .where(and(eq(t.confirmTokenHash, tokenHash), gt(t.confirmExpiresAt, now)))
      .returning();
    return row;
  },

  /** The removed row, if there was one. */
  async deleteByUser(db: Database, userId: string) {
    const [row] = await db.delete(t).where(eq(t.userId, userId)).returning();
    return row;
  },

  /** Every confirmed subscriber with their account, newest subscription first. */
  async listWithUsers(db: Database) {
    const rows = await db
      .select({
        subscriptionId: t.id,
        username: users.username,
        userEmail: users.email,
        newsletterEmail: t.email,
        subscribedAt: t.subscribedAt,
        userRegisteredAt: users.createdAt,
      })
      .from(t)
      .innerJoin(users, eq(users.id, t.userId))
      .where(isNotNull(t.email))
      .orderBy(desc(t.subscribedAt), desc(t.id));
    // The filter guarantees both; the check constraint keeps email and date together.
    return rows.map((row) => ({
      ...row,
      newsletterEmail: row.newsletterEmail ?? '',
      subscribedAt: row.subscribedAt ?? row.userRegisteredAt,
    }));
  },

  /** Confirmed subscriber counts, all and since `recentSince`, in one query. */
  async counts(db: Database, recentSince: Date) {
    const [row] = await db
      .select({
        total: sql<number>`count(*)::int`,
        recent: sql<number>`(count(*) filter (where ${gte(t.subscribedAt, recentSince)}))::int`,
      })
      .from(t)
      .where(isNotNull(t.email));
    return { total: row?.total ?? 0, recent: row?.recent ?? 0 };
  },
};
