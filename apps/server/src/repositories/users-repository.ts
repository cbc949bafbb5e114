import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

const lower = (value: string) => value.trim().toLowerCase();

export const usersRepository = {
  async findById(db: Database, id: string) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  },

  async findByEmail(db: Database, email: string) {
    const [row] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${lower(email)}`);
    return row;
  },

  /**
   * Login accepts the email or the username, both compared ignoring case. Anything with an @ is an email
   * and only an email: user names cannot contain one, and an older account named like someone's address
   * must never stand in front of that address's owner.
   */
  async findByIdentifier(db: Database, identifier: string) {
    const value = lower(identifier);
    const column = value.includes('@') ? users.email : users.username;
    const [row] = await db.select().from(users).where(sql`lower(${column}) = ${value}`);
    return row;
  },

  async findByGoogleSub(db: Database, sub: string) {
    const [row] = await db.select().from(users).where(eq(users.googleSub, sub));
    return row;
  },

  async usernameOrEmailTaken(db: Database, username: string, email: string) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        or(sql`lower(${users.email}) = ${lower(email)}`, sql`lower(${users.username}) = ${lower(username)}`),
      )
      .limit(1);
    return Boolean(row);
  },

  /** Inserts a user; returns undefined when the unique email/username indexes refuse it (a race lost). */
  async insert(db: Database, values: NewUserRow) {
    const rows = await db.insert(users).values(values).onConflictDoNothing().returning();
    return rows[0];
  },

  /** Every account, and those with a verified email (the ones that can use the app). */
  async countAccounts(db: Database) {
    const [row] = await db
      .select({
        all: sql<number>`count(*)::int`,
        verified: sql<number>`(count(*) filter (where ${users.isVerified}))::int`,
      })
      .from(users);
    return { all: row?.all ?? 0, verified: row?.verified ?? 0 };
  },

  /** Deletes the account; every table referencing users cascades. True when a row was deleted. */
  async delete(db: Database, id: string) {
    const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    return rows.length > 0;
  },

  /** Deletes the account only if its email is still unverified. True when a row was deleted. */
  async deleteUnverified(db: Database, id: string) {
    const rows = await db
      .delete(users)
      .where(and(eq(users.id, id), eq(users.isVerified, false)))
      .returning({ id: users.id });
    return rows.length > 0;
  },

  /** The first newsletter prompt is kept; a later mark changes nothing. */
  async markNewsletterPrompted(db: Database, id: string, now: Date) {
    await db
      .update(users)
      .set({ newsletterPromptedAt: now })
      .where(and(eq(users.id, id), isNull(users.newsletterPromptedAt)));
  },

  async update(db: Database, id: string, values: Partial<NewUserRow>) {
    const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
    return row;
  },
};
