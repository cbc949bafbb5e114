import { count, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { loginEvents, users } from '../db/schema';

/** `search` as a LIKE pattern that matches it literally anywhere: % and _ (and the escape \) escaped. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function matching(search: string): SQL | undefined {
  if (search === '') return undefined;
  const pattern = containsPattern(search);
  return or(ilike(users.username, pattern), ilike(users.email, pattern));
}

/** The admin Users tab: one page of accounts, newest first, with each account's latest sign-in. */
export const adminUsersRepository = {
  async page(db: Database, options: { search: string; limit: number; offset: number }) {
    return db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        role: users.role,
        isVerified: users.isVerified,
        coins: users.coins,
        level: users.level,
        createdAt: users.createdAt,
        // One index lookup per row of the page (login_events_user_created_idx).
        // Spelled out: inside a select Drizzle leaves columns unqualified, which a correlated subquery
        // cannot use.
        lastLoginAt: sql<Date | null>`(
          select max(le.created_at) from ${loginEvents} le where le.user_id = ${users}.id
        )`.mapWith(loginEvents.createdAt),
      })
      .from(users)
      .where(matching(options.search))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(options.limit)
      .offset(options.offset);
  },

  async count(db: Database, search: string) {
    const [row] = await db.select({ total: count() }).from(users).where(matching(search));
    return row?.total ?? 0;
  },
};
