import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sessions, users } from '../db/schema';

// Legacy corner: what only the task writes and the board read still use, while they check the session
// inside their own SQL statement (decisions 028, 049). Signed-in requests are authenticated in
// services/auth/sessions.ts; nothing else should import from here.

/**
 * A read of the signed-in user's own rows that rides along in the authentication's statement: `select` is
 * a scalar SQL expression over the joined `users` row (a correlated subquery), `name` keeps its prepared
 * statement apart.
 */
export type ReadAlongSession<T> = {
  name: string;
  select: SQL<T>;
  /** Values of the placeholders `select` has, for the user the token names (read before the statement). */
  params?: (db: Database, userId: string) => Record<string, unknown>;
  /** Unused: reads are no longer sent together. Kept so existing definitions still type-check. */
  batch?: { select: SQL<T>; params: { name: string; column: string; type: string }[] };
};

/** The session a write is made along, whose statement checks the session row itself (decision 049). */
export type AlongSession = {
  sessionId: string;
  userId: string;
  now: Date;
  idleSince: Date;
  touchBefore: Date;
};

/** An AlongSession as a batch item names it (db/batch-statement.ts; migrations 0020 and 0021). */
export const alongSessionItem = (input: AlongSession) => ({
  session_id: input.sessionId,
  user_id: input.userId,
  now: input.now.toISOString(),
  idle_since: input.idleSince.toISOString(),
  touch_before: input.touchBefore.toISOString(),
});

type UserRow = typeof users.$inferSelect;

/**
 * The open session `id` with its user and the `along` read, in one statement: the session unless it is
 * revoked, past its expiry, or unused since `idleSince`.
 */
export async function findActiveWithAlong<T>(
  db: Database,
  input: { id: string; now: Date; idleSince: Date; along: ReadAlongSession<T>; userId: string },
) {
  const [row] = await db
    .select({
      user: users,
      sessionUserId: sessions.userId,
      lastUsedAt: sessions.lastUsedAt,
      along: input.along.select,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, input.id),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, input.now),
        gt(sessions.lastUsedAt, input.idleSince),
      ),
    )
    .prepare(`session_with_user_${input.along.name}`)
    .execute(input.along.params?.(db, input.userId) ?? {});
  return row as { user: UserRow; sessionUserId: string; lastUsedAt: Date; along: T } | undefined;
}
