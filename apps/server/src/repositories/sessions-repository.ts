import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { namedStatement } from '../db/named-statement';
import { sessions, users } from '../db/schema';
import { writeBatcher } from '../db/write-batcher';

export const sessionsRepository = {
  async create(
    db: Database,
    values: { userId: string; expiresAt: Date; createdAt: Date; userAgent?: string },
  ) {
    const [row] = await db
      .insert(sessions)
      .values({ ...values, lastUsedAt: values.createdAt, userAgent: values.userAgent?.slice(0, 300) })
      .returning();
    return row!;
  },

  /**
   * The open session `id` with its user, in one round trip: the session unless it is revoked, past its
   * expiry, or unused since `idleSince`. Every signed-in request runs this first, so it is one indexed
   * join rather than a session query followed by a user query, prepared once per database. A route whose
   * whole answer is one more read of the user's rows passes it as `along`: it is selected in the same
   * statement, so the request makes one round trip in all (docs/decisions/028-reads-in-one-round-trip.md).
   * `userIdHint` is the user the token names, for a read whose parameters depend on it (`along.params`);
   * the session's user is compared with it by the caller.
   */
  async findActiveWithUser<T = undefined>(
    db: Database,
    id: string,
    now: Date,
    idleSince: Date,
    along?: ReadAlongSession<T>,
    userIdHint = '',
  ) {
    const query: ActiveQuery = { id, now, idleSince, params: along?.params?.(db, userIdHint) ?? {} };
    const row = await (along && !along.batch ? readOne(db, query, along) : batcherFor(along)(db, query));
    return row as { user: UserRow; sessionUserId: string; lastUsedAt: Date; along: T } | undefined;
  },

  /**
   * Records a use unless one was recorded after `unlessUsedSince`: concurrent requests of one session
   * write once, and a session used every second writes once a minute.
   */
  async touch(db: Database, id: string, now: Date, unlessUsedSince: Date) {
    await touchStatement(db, { id, now, unlessUsedSince });
  },

  async revoke(db: Database, id: string, now: Date) {
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  },

  /** Ends every open session of the user; returns how many there were. */
  async revokeAllForUser(db: Database, userId: string, now: Date) {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.length;
  },
};

/**
 * A read of the signed-in user's own rows that rides along in the authentication's statement: `select` is
 * a scalar SQL expression over the joined `users` row (a correlated subquery), `name` keeps its prepared
 * statement apart (PostgreSQL names it session_with_user_<name>).
 */
export type ReadAlongSession<T> = {
  name: string;
  select: SQL<T>;
  /** Values of the placeholders `select` has, for the user the token names (read before the statement). */
  params?: (db: Database, userId: string) => Record<string, unknown>;
  /**
   * The same read in the batch statement (decision 060): `select` with each placeholder read as a column of
   * the batch's items `k`, named with its PostgreSQL type. Without it the read goes one per statement.
   */
  batch?: { select: SQL<T>; params: { name: string; column: string; type: string }[] };
};

/**
 * The session a write is made along, whose statement checks the session row itself (decision 049):
 * sessionBounds (services/auth/sessions.ts).
 */
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

// A session's first request of each minute writes this: a named statement (db/named-statement.ts).
const touchStatement = namedStatement<Record<string, never>, 'id' | 'now' | 'unlessUsedSince'>(
  'touch_session',
  'update sessions set last_used_at = $2 where id = $1 and last_used_at < $3',
  ['id', 'now', 'unlessUsedSince'],
);

// Built once per database handle (and read along): composing the query with Drizzle cost about a tenth of
// the server's CPU on a signed-in read. On PostgreSQL it is also a named prepared statement (parsed once
// per connection).
function prepareActiveWithUser(db: Database, along?: ReadAlongSession<unknown>) {
  return db
    .select({
      user: users,
      sessionUserId: sessions.userId,
      lastUsedAt: sessions.lastUsedAt,
      ...(along ? { along: along.select } : {}),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastUsedAt, sql.placeholder('idleSince')),
      ),
    )
    .prepare(along ? `session_with_user_${along.name}` : 'session_with_user');
}
/**
 * `prepare(db, along)`, made once per database handle and kind of read (plain, or each read along) and
 * kept: composing and naming the statement is done once.
 */
function preparedPerKind<Query>(prepare: (db: Database, along?: ReadAlongSession<unknown>) => Query) {
  const prepared = new WeakMap<Database, Map<string, Query>>();
  return (db: Database, along?: ReadAlongSession<unknown>) => {
    let kinds = prepared.get(db);
    if (!kinds) {
      kinds = new Map();
      prepared.set(db, kinds);
    }
    const kind = along?.name ?? '';
    let query = kinds.get(kind);
    if (!query) {
      query = prepare(db, along);
      kinds.set(kind, query);
    }
    return query;
  };
}
const activeWithUser = preparedPerKind(prepareActiveWithUser);

type ActiveQuery = { id: string; now: Date; idleSince: Date; params: Record<string, unknown> };
type ActiveRow = { user: UserRow; sessionUserId: string; lastUsedAt: Date; along: unknown };

/** The single statement: the session and user of one read, with its read along if any. */
async function readOne(db: Database, query: ActiveQuery, along?: ReadAlongSession<unknown>) {
  const [row] = await activeWithUser(db, along).execute({
    ...query.params,
    id: query.id,
    now: query.now,
    idleSince: query.idleSince,
  });
  return row as ActiveRow | undefined;
}

// Several sessions' reads in one statement (docs/decisions/060-reads-sent-together.md): the items are
// unnested with their place n, and each keeps its own bounds and parameters, so each is the single
// statement's read.
function prepareActiveWithUsers(db: Database, along?: ReadAlongSession<unknown>) {
  const extra = along?.batch?.params ?? [];
  const arrays = [
    sql`${sql.placeholder('ids')}::uuid[]`,
    sql`${sql.placeholder('nows')}::timestamptz[]`,
    sql`${sql.placeholder('idleSinces')}::timestamptz[]`,
    ...extra.map((p) => sql`${sql.placeholder(p.name)}::${sql.raw(p.type)}[]`),
  ];
  const columns = ['id', 'now', 'idle_since', ...extra.map((p) => p.column), 'n'].join(', ');
  return db
    .select({
      n: sql<number>`k.n`.mapWith(Number),
      user: users,
      sessionUserId: sessions.userId,
      lastUsedAt: sessions.lastUsedAt,
      ...(along?.batch ? { along: along.batch.select } : {}),
    })
    .from(sql`unnest(${sql.join(arrays, sql`, `)}) with ordinality as k(${sql.raw(columns)})`)
    .innerJoin(sessions, sql`${sessions.id} = k.id`)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > k.now`,
        sql`${sessions.lastUsedAt} > k.idle_since`,
      ),
    )
    .prepare(along ? `session_batch_with_user_${along.name}` : 'session_batch_with_user');
}
const activeWithUsers = preparedPerKind(prepareActiveWithUsers);

/**
 * A PostgreSQL array literal of uuids, ISO instants or numbers. Anything else is refused rather than
 * escaped: the session ids come from verified tokens, whose `sid` must be a uuid (services/auth/tokens.ts),
 * and an element that split in two would shift every later read of the batch.
 */
const arrayLiteral = (values: unknown[]) =>
  `{${values
    .map((v) => {
      const text = String(v);
      if (!/^[0-9A-Za-z:.+-]+$/.test(text)) throw new Error('unexpected value in a batch of reads');
      return text;
    })
    .join(',')}}`;

// The read every signed-in request starts with: reads of one kind (plain, or with the same read along) that
// arrive while two batches of that kind are at the database leave together, as writes do
// (db/write-batcher.ts); a lone read is the single statement.
const readBatchers = new Map<string, ReturnType<typeof readBatcherFor>>();
const batcherFor = (along?: ReadAlongSession<unknown>) => {
  const key = along?.name ?? '';
  let batcher = readBatchers.get(key);
  if (!batcher) {
    batcher = readBatcherFor(along);
    readBatchers.set(key, batcher);
  }
  return batcher;
};

function readBatcherFor(along?: ReadAlongSession<unknown>) {
  return writeBatcher<ActiveQuery, ActiveRow | undefined>({
    maxItems: 16,
    maxInFlight: 2,
    sendOne: (db, query) => readOne(db, query, along),
    sendBatch: async (db, queries) => {
      const batch = activeWithUsers(db, along);
      const values: Record<string, string> = {
        ids: arrayLiteral(queries.map((q) => q.id)),
        nows: arrayLiteral(queries.map((q) => q.now.toISOString())),
        idleSinces: arrayLiteral(queries.map((q) => q.idleSince.toISOString())),
      };
      for (const p of along?.batch?.params ?? [])
        values[p.name] = arrayLiteral(queries.map((q) => q.params[p.name]));
      const rows = (await batch.execute(values)) as (ActiveRow & { n: number })[];
      const answers: (ActiveRow | undefined)[] = queries.map(() => undefined);
      for (const { n, ...row } of rows) answers[n - 1] = row;
      return answers;
    },
  });
}
