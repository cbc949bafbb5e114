import { createECDH, randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@focus-room/core/api/account';
import { MAX_LEVEL } from '@focus-room/core/levels/level-names';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import type { AppContext } from '../../../app-context';
import { queryRows } from '../../../db/database';
import { randomIp, signUp } from '../../../test/accounts';
import { grantCoins, setLevel } from '../../../test/economy';
import { crossUserGroupRows, useGroups } from '../../../test/groups';
import { createTestApp, createTestClock } from '../../../test/test-app';

type Headers = Record<string, string>;
const MINUTE = 60_000;

/** A browser's push key: a point on the P-256 curve, as the server checks. */
function browserPushKey() {
  const key = createECDH('prime256v1');
  key.generateKeys();
  return key.getPublicKey().toString('base64url');
}

type UserColumn = { schema: string; table: string; column: string };

/**
 * Every column that names a user, found through the foreign keys that reference users (from the
 * catalog, so a new reference is covered whatever its column is called), plus users.id itself.
 */
async function userColumns(ctx: AppContext): Promise<UserColumn[]> {
  return queryRows<UserColumn>(
    ctx.db,
    sql`select n.nspname as "schema", t.relname as "table", 'id' as "column"
        from pg_catalog.pg_class t join pg_catalog.pg_namespace n on n.oid = t.relnamespace
        where t.oid = 'users'::regclass
        union all
        (select n.nspname, t.relname, a.attname
         from pg_catalog.pg_constraint c
         join pg_catalog.pg_class t on t.oid = c.conrelid
         join pg_catalog.pg_namespace n on n.oid = t.relnamespace
         cross join lateral unnest(c.conkey) as k(attnum)
         join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
         where c.contype = 'f' and c.confrelid = 'users'::regclass
         order by 2, 3)`,
  );
}

const label = ({ table, column }: UserColumn) => `${table}.${column}`;

async function rowCounts(ctx: AppContext, columns: UserColumn[], userId: string) {
  const counts: Record<string, number> = {};
  for (const { schema, table, column } of columns) {
    const [row] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(table)}
          where ${sql.identifier(column)} = ${userId}`,
    );
    counts[label({ schema, table, column })] = row?.n ?? 0;
  }
  return counts;
}

/** Gives the user at least one row in every table that references users, through the real endpoints. */
async function useEverything(
  app: App,
  ctx: AppContext,
  clock: ReturnType<typeof createTestClock>,
  auth: Headers,
  email: string,
  userId: string,
) {
  const call = async (
    method: 'POST' | 'PATCH' | 'PUT',
    url: string,
    payload?: object,
    headers: Headers = {},
  ) => {
    const res = await app.inject({
      method,
      url,
      headers: { ...auth, ...headers },
      remoteAddress: randomIp(),
      payload,
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} failed: ${res.body}`);
    return res.json();
  };
  clock.advance(30 * MINUTE);
  await call('POST', '/api/auth/save-coin', { coins: 5 }, { 'idempotency-key': 'offline-claim-1' });
  await call('POST', '/api/user-activity/update-time-spent', { timeSpentInSeconds: 300 });
  const { task } = await call('POST', '/api/tasks', {
    taskName: 'Essay',
    dueDate: clock.now().toISOString().slice(0, 10),
    estimatedPomodoros: 2,
    priority: 'must do',
  });
  // A 9-minute pomodoro, paid from the 300 × 1.9 s of focus claimed above.
  await call('POST', '/api/tasks/complete-pomodoro', { taskId: task._id, seconds: 9 * 60 });
  await call('POST', '/api/newsletter/subscribe', { email });
  await call('POST', '/api/review', { textReview: 'Great' });
  await call('POST', '/api/user-activity/focus-period', { kind: 'focus', seconds: 1500 });
  await call('POST', '/api/push/subscriptions', {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`,
    keys: {
      p256dh: browserPushKey(),
      auth: randomBytes(16).toString('base64url'),
    },
  });
  await call('PUT', '/api/push/period-end', { kind: 'focus', endsInMs: 25 * MINUTE });
  // A collection item needs the maximum level and 150 coins, which no endpoint gives quickly.
  await grantCoins(ctx, userId, 150);
  await setLevel(ctx, userId, MAX_LEVEL);
  await call('POST', '/api/collections/items/winter-fairy-lights/buy');
  return useGroups(app, clock, auth);
}

describe('DELETE /api/user/delete-account', async () => {
  const clock = createTestClock(new Date('2026-06-15T10:00:00Z'));
  const { app, ctx, mailbox } = await createTestApp({ clock });
  const remove = (headers: Headers) =>
    app.inject({ method: 'DELETE', url: '/api/user/delete-account', headers });

  it('finds the user columns through the foreign keys to users', async () => {
    const columns = (await userColumns(ctx)).map(label);
    // A sample of the references known today: proves the catalog query finds them; the test below
    // covers every one it finds.
    expect(columns).toEqual(
      expect.arrayContaining([
        'users.id',
        'sessions.user_id',
        'coin_ledger.user_id',
        'tasks.user_id',
        'reviews.user_id',
        'focus_periods.user_id',
      ]),
    );
    expect(new Set(columns).size).toBe(columns.length);
  });

  it('answers 401 without a valid token', async () => {
    expect((await remove({})).statusCode).toBe(401);
    expect((await remove({ authorization: 'Bearer nonsense' })).statusCode).toBe(401);
  });

  it("removes every row of the user everywhere and leaves another user's rows alone", async () => {
    const doomed = await signUp(app, mailbox);
    const keeper = await signUp(app, mailbox);
    const doomedGroup = await useEverything(app, ctx, clock, doomed.auth, doomed.email, doomed.user._id);
    await useEverything(app, ctx, clock, keeper.auth, keeper.email, keeper.user._id);
    await crossUserGroupRows(app, mailbox, doomed, doomedGroup);
    // A second open session of the doomed user ends too.
    const second = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: randomIp(),
      payload: { identifier: doomed.email, password: doomed.password, rememberMe: true },
    });
    const secondAuth = { authorization: `Bearer ${second.json().token}` };

    // A table that references users but gets no row here must get one in useEverything.
    const columns = await userColumns(ctx);
    const before = await rowCounts(ctx, columns, doomed.user._id);
    for (const column of columns) expect(before[label(column)], label(column)).toBeGreaterThan(0);
    const keeperBefore = await rowCounts(ctx, columns, keeper.user._id);

    const res = await remove({ ...doomed.auth, 'content-type': 'application/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.deleted });

    const after = await rowCounts(ctx, columns, doomed.user._id);
    for (const column of columns) expect(after[label(column)], label(column)).toBe(0);
    expect(await rowCounts(ctx, columns, keeper.user._id)).toEqual(keeperBefore);

    for (const auth of [doomed.auth, secondAuth]) {
      const check = await app.inject({ method: 'GET', url: '/api/auth/verify-session', headers: auth });
      expect(check.statusCode).toBe(401);
      expect((await remove(auth)).statusCode).toBe(401);
    }
    const keeperCheck = await app.inject({
      method: 'GET',
      url: '/api/auth/verify-session',
      headers: keeper.auth,
    });
    expect(keeperCheck.statusCode).toBe(200);
  });

  it('frees the username and the email for a new registration', async () => {
    const first = await signUp(app, mailbox);
    expect((await remove(first.auth)).statusCode).toBe(200);
    const again = await signUp(app, mailbox, {
      username: first.username,
      email: first.email,
      password: first.password,
    });
    expect(again.user._id).not.toBe(first.user._id);
    const stats = await app.inject({ method: 'GET', url: '/api/user/stats', headers: again.auth });
    expect(stats.json()).toMatchObject({ currentCoins: 0, totalCoinsEarned: 0, coinsSpent: 0 });
  });
});
