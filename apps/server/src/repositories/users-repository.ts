import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

const lower = (value: string) => value.trim().toLowerCase();

/** PostgreSQL's unique_violation, wherever the driver put it (Drizzle wraps the driver's error). */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

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

  /** Whether another account has this email or user name (`column`), ignoring case. */
  async takenByOther(db: Database, id: string, column: 'email' | 'username', value: string) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users[column]}) = ${lower(value)}`, ne(users.id, id)))
      .limit(1);
    return Boolean(row);
  },

  /**
   * Sets the account's email or user name; undefined when the unique indexes refuse it (another account
   * took the value since it was checked).
   */
  async renameIfFree(db: Database, id: string, values: { email: string } | { username: string }) {
    try {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  },

  /**
   * Replaces the password hash only while it is still `previousHash` (null: the account had none), so of
   * two concurrent changes made with the same current password one wins. True when it was replaced.
   */
  async replacePasswordHash(db: Database, id: string, previousHash: string | null, passwordHash: string) {
    const rows = await db
      .update(users)
      .set({ passwordHash })
      .where(
        and(
          eq(users.id, id),
          previousHash === null ? isNull(users.passwordHash) : eq(users.passwordHash, previousHash),
        ),
      )
      .returning({ id: users.id });
    return rows.length === 1;
  },

  /** Inserts a user; returns undefined when the unique email/username indexes refuse it (a race lost). */
  async insert(db: Database, values: NewUserRow) {
    const rows = await db.insert(users).values(values).onConflictDoNothing().returning();
    return rows[0];
  },

  /**
   * Every user account, and those with a verified email (the ones that can use the app). Admin accounts
   * are staff, not users, and count in neither (docs/product-rules.md#admin-dashboard).
   */
  async countAccounts(db: Database) {
    const [row] = await db
      .select({
        all: sql<number>`count(*)::int`,
        verified: sql<number>`(count(*) filter (where ${users.isVerified}))::int`,
      })
      .from(users)
      .where(ne(users.role, 'admin'));
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
