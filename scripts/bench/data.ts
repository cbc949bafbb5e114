// `npm run bench:data`: does a request's cost grow with the data? Seeds a fresh PostgreSQL database at scale
// (100,000 users, 1,000,000 tasks, 20,000,000 ledger rows, and one user with three years of daily use),
// starts the production server on it, then prints the median latency of every signed-in read for that
// heavy user next to a new user's (goal: within 20 %), and of every admin read (goal: under 100 ms). The
// completed list, whose answer holds up to 200 finished tasks, is also compared with a new user who finished
// that many today: the same answer without the history.
//
//   npm run bench:data                  full scale (the seed takes a few minutes; it prints how long)
//   npm run bench:data -- --scale 0.1   a tenth of everything but the heavy user, for a quick look
//   npm run bench:data -- --keep        leave the database in place afterwards (its URL is printed)
//   npm run bench:data -- --reuse URL   measure a database a --keep run left (no seeding; pending
//                                       migrations are applied first; it is kept again)
//   npm run bench:data -- --only users  only the reads whose address contains "users"
//
// The bulk rows go in with INSERT … SELECT generate_series, with triggers and foreign-key checks off
// (session_replication_role = replica); the ledger totals the triggers would keep are then set with one
// aggregate UPDATE each, as migration 0005 does for existing data.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPLETED_LIST_LIMIT } from '@focus-room/core/api/tasks';
import pg from 'pg';
import { signToken } from '../../apps/server/src/services/auth/tokens';
import { createScratchDatabase } from '../lib/scratch-database';
import { root, startServer } from '../lib/server-process';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const SCALE = Number(arg('scale') ?? 1);
const REUSE = arg('reuse');
const ONLY = arg('only');
const selected = (url: string) => !ONLY || url.includes(ONLY);
const KEEP = process.argv.includes('--keep') || REUSE !== undefined;
const USERS = Math.round(100_000 * SCALE);
const TASKS_PER_USER = 10; // 1,000,000 tasks at scale 1
const COIN_ROWS_PER_USER = 120; // 12,000,000 coin ledger rows
const TIME_ROWS_PER_USER = 80; // 8,000,000 focus time rows: 20,000,000 ledger rows in all
const DAYS = 3 * 365;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-000';
const SAMPLES = Number(arg('samples') ?? 200);
const ADMIN_SAMPLES = Number(arg('admin-samples') ?? 30);
const DAY = 86_400_000;
const BULK_TABLES = [
  'tasks',
  'coin_ledger',
  'focus_time_ledger',
  'login_events',
  'focus_periods',
  'task_pomodoros',
];

async function seed(client: pg.Client) {
  const step = async (label: string, text: string, params: unknown[] = []) => {
    const started = Date.now();
    const result = await client.query(text, params);
    console.log(
      `  ${label}: ${result.rowCount ?? 0} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return result;
  };
  await client.query('set session_replication_role = replica');
  await client.query(`set maintenance_work_mem = '512MB'`);
  // Index maintenance row by row (random uuid keys) made the 12-million-row insert take many minutes;
  // the bulk tables get their indexes back afterwards, built by sorting, exactly as the migrations made them.
  const { rows: indexes } = await client.query<{ table: string; name: string; definition: string }>(
    `select tablename as table, indexname as name, indexdef as definition from pg_indexes
     where schemaname = 'public' and tablename = any($1)`,
    [BULK_TABLES],
  );
  for (const index of indexes) {
    if (index.name.endsWith('_pkey')) {
      await client.query(`alter table ${index.table} drop constraint ${index.name}`);
    } else await client.query(`drop index ${index.name}`);
  }
  await step(
    'users',
    `insert into users (username, email, is_verified, level, coins, created_at)
     select 'user-' || g, 'user-' || g || '@bench.test', g % 10 <> 0, 1 + g % 20, 0,
            now() - (g % ${DAYS}) * interval '1 day'
     from generate_series(1, $1::int) g`,
    [USERS],
  );
  // Ten tasks a user: four ongoing, six finished at various times.
  await step(
    'tasks',
    `insert into tasks (user_id, task_name, due_date, estimated_pomodoros, completed_pomodoros, priority,
                        status, position, finished_at, created_at)
     select u.id, 'Task ' || t, current_date, 4, t % 5,
            case when t % 2 = 0 then 'must do' else 'can do' end,
            case when t < 4 then 'ongoing' else 'finished' end, t / 2,
            case when t < 4 then null else now() - (t * 7) * interval '1 day' end, u.created_at
     from users u cross join generate_series(0, ${TASKS_PER_USER - 1}) t`,
  );
  await step(
    'coin ledger',
    `insert into coin_ledger (user_id, delta, kind, created_at)
     select u.id, case when r % 40 = 39 then -5 else 1 end, case when r % 40 = 39 then 'upgrade' else 'focus' end,
            now() - (r * 9) * interval '1 day' / ${COIN_ROWS_PER_USER}
     from users u cross join generate_series(0, ${COIN_ROWS_PER_USER - 1}) r`,
  );
  await step(
    'focus time ledger',
    `insert into focus_time_ledger (user_id, seconds, created_at)
     select u.id, 32, now() - (r * 9) * interval '1 day' / ${TIME_ROWS_PER_USER}
     from users u cross join generate_series(0, ${TIME_ROWS_PER_USER - 1}) r`,
  );
  await step(
    'login events',
    `insert into login_events (user_id, method, created_at)
     select u.id, 'password', now() - r * interval '13 days' from users u cross join generate_series(0, 4) r`,
  );
  await step(
    'focus periods',
    `insert into focus_periods (user_id, kind, seconds, created_at)
     select u.id, case when r % 2 = 0 then 'focus' else 'break' end, case when r % 2 = 0 then 1500 else 300 end,
            now() - r * interval '1 day'
     from users u cross join generate_series(0, 9) r`,
  );
  await step(
    'newsletter subscribers',
    `insert into newsletter_subscriptions (user_id, email, subscribed_at)
     select id, email, created_at from users where is_verified and random() < 0.02`,
  );
  await step(
    'reviews',
    `insert into reviews (user_id, star_rating, text_review, created_at)
     select id, 1 + (random() * 4)::int, 'A review of the app.', created_at from users where random() < 0.05`,
  );

  // The heavy user: three years of daily use. Each day 24 focus coins and 24 focus time claims, two
  // finished tasks with their pomodoros and task coins, a sign-in, eight timer periods; an upgrade a week.
  const { rows } = await client.query<{ id: string }>(
    `insert into users (username, email, is_verified, level, coins, created_at)
     values ('heavy-user', 'heavy@bench.test', true, 50, 0, now() - interval '${DAYS} days') returning id`,
  );
  const heavy = rows[0]!.id;
  const day = (d: string) => `now() - (${DAYS} - ${d}) * interval '1 day'`;
  await step(
    'heavy user: coin ledger',
    `insert into coin_ledger (user_id, delta, kind, created_at)
     select $1::uuid, 1, 'focus', ${day('d')} + c * interval '1 minute'
     from generate_series(0, ${DAYS - 1}) d cross join generate_series(0, 23) c
     union all select $1::uuid, 5, 'task', ${day('d')} from generate_series(0, ${DAYS - 1}) d
     union all select $1::uuid, -60, 'upgrade', ${day('d')} from generate_series(0, ${DAYS - 1}, 7) d`,
    [heavy],
  );
  await step(
    'heavy user: focus time ledger',
    `insert into focus_time_ledger (user_id, seconds, created_at)
     select $1::uuid, 32, ${day('d')} + c * interval '1 minute'
     from generate_series(0, ${DAYS - 1}) d cross join generate_series(0, 23) c`,
    [heavy],
  );
  await step(
    'heavy user: tasks',
    `insert into tasks (user_id, task_name, due_date, estimated_pomodoros, completed_pomodoros, priority,
                        status, position, finished_at, coins_awarded_at, created_at)
     select $1::uuid, 'Day ' || d || ' task ' || t, current_date, 4, 4, 'must do', 'finished', t,
            ${day('d')}, ${day('d')}, ${day('d')}
     from generate_series(0, ${DAYS - 1}) d cross join generate_series(0, 1) t
     union all
     select $1::uuid, 'Ongoing ' || t, current_date, 4, 1, case when t % 2 = 0 then 'must do' else 'can do' end,
            'ongoing', t / 2, null, null, now() - interval '1 day'
     from generate_series(0, 19) t`,
    [heavy],
  );
  await step(
    'heavy user: task pomodoros, sign-ins, timer periods',
    `with p as (insert into task_pomodoros (user_id, created_at)
                select $1::uuid, ${day('d')} + c * interval '30 minutes'
                from generate_series(0, ${DAYS - 1}) d cross join generate_series(0, 7) c returning 1),
          l as (insert into login_events (user_id, method, created_at)
                select $1::uuid, 'password', ${day('d')} from generate_series(0, ${DAYS - 1}) d returning 1)
     insert into focus_periods (user_id, kind, seconds, created_at)
     select $1::uuid, case when c % 2 = 0 then 'focus' else 'break' end, case when c % 2 = 0 then 1500 else 300 end,
            ${day('d')} + c * interval '30 minutes'
     from generate_series(0, ${DAYS - 1}) d cross join generate_series(0, 7) c`,
    [heavy],
  );
  // A new user who finished as many tasks today as the completed list holds: the same answer as the heavy
  // user's, without the history, so that read's comparison is about history and not about answer size.
  const { rows: finisherRows } = await client.query<{ id: string }>(
    `insert into users (username, email, is_verified, role, created_at)
     values ('new-user-finished', 'new-finished@bench.test', true, 'user', now() - interval '1 hour')
     returning id`,
  );
  const finisher = finisherRows[0]!.id;
  await step(
    'new user with a full completed list: tasks',
    `insert into tasks (user_id, task_name, due_date, estimated_pomodoros, completed_pomodoros, priority,
                        status, position, finished_at, coins_awarded_at, created_at)
     select $1::uuid, 'Today task ' || t, current_date, 4, 4, 'must do', 'finished', t,
            now() - t * interval '10 seconds', now() - t * interval '10 seconds', now() - interval '1 hour'
     from generate_series(0, ${COMPLETED_LIST_LIMIT - 1}) t`,
    [finisher],
  );
  // The running totals of migration 0005; absent when measuring a revision from before it.
  const { rowCount: hasTotals } = await client.query(
    `select 1 from information_schema.columns where table_name = 'users' and column_name = 'coins_earned'`,
  );
  await step(
    'balances (and ledger totals) from the ledger',
    `update users u set coins = t.earned - t.spent
       ${hasTotals ? ', coins_earned = t.earned, coins_spent = t.spent' : ''}
     from (select user_id, coalesce(sum(delta) filter (where kind <> 'upgrade'), 0)::int as earned,
                  coalesce(-sum(delta) filter (where kind = 'upgrade'), 0)::int as spent
           from coin_ledger group by user_id) t
     where u.id = t.user_id`,
  );
  // The remaining pomodoros of migration 0018, likewise.
  const { rowCount: hasRemaining } = await client.query(
    `select 1 from information_schema.columns where table_name = 'users' and column_name = 'remaining_pomodoros'`,
  );
  if (hasRemaining)
    await step(
      'remaining pomodoros',
      `update users u set remaining_pomodoros = t.remaining
       from (select user_id, sum(greatest(0, estimated_pomodoros - completed_pomodoros))::int as remaining
             from tasks where status = 'ongoing' group by user_id) t
       where u.id = t.user_id`,
    );
  if (hasTotals)
    await step(
      'task counts',
      `update users u set tasks_total = t.total, tasks_finished = t.finished
       from (select user_id, count(*)::int as total, (count(*) filter (where status = 'finished'))::int as finished
             from tasks group by user_id) t
       where u.id = t.user_id`,
    );
  if (hasTotals)
    await step(
      'timer period counts',
      `update users u set focus_periods = t.focus, focus_period_seconds = t.focus_seconds,
              break_periods = t.break, break_period_seconds = t.break_seconds
       from (select user_id, (count(*) filter (where kind = 'focus'))::int as focus,
                    coalesce(sum(seconds) filter (where kind = 'focus'), 0) as focus_seconds,
                    (count(*) filter (where kind = 'break'))::int as break,
                    coalesce(sum(seconds) filter (where kind = 'break'), 0) as break_seconds
             from focus_periods group by user_id) t
       where u.id = t.user_id`,
    );
  if (hasTotals)
    await step(
      'focus time totals',
      `update users u set focus_time = t.total
     from (select user_id, sum(seconds)::int as total from focus_time_ledger group by user_id) t
     where u.id = t.user_id`,
    );
  // The new user and an admin: created an hour ago, nothing else.
  const { rows: fresh } = await client.query<{ id: string; email: string; username: string; role: string }>(
    `insert into users (username, email, is_verified, role, created_at)
     values ('new-user', 'new@bench.test', true, 'user', now() - interval '1 hour'),
            ('bench-admin', 'admin@bench.test', true, 'admin', now() - interval '1 hour')
     returning id, email, username, role`,
  );
  for (const index of indexes) {
    await step(
      `index ${index.name}`,
      index.name.endsWith('_pkey')
        ? `alter table ${index.table} add constraint ${index.name} primary key (id)`
        : index.definition,
    );
  }
  await client.query('set session_replication_role = origin');
  await step('analyze', 'analyze');
  return { heavy, newUser: fresh[0]!.id, admin: fresh[1]!.id, finisher };
}

async function tokenFor(client: pg.Client, userId: string) {
  const expiresAt = new Date(Date.now() + 90 * DAY);
  const { rows } = await client.query<{ id: string; email: string; username: string; role: string }>(
    `insert into sessions (user_id, expires_at) values ($1, $2)
     returning id, (select email from users where id = $1), (select username from users where id = $1),
               (select role from users where id = $1)`,
    [userId, expiresAt],
  );
  const session = rows[0]!;
  return signToken(
    JWT_SECRET,
    {
      sub: userId,
      sid: session.id,
      role: session.role === 'admin' ? 'admin' : 'user',
      email: session.email,
      username: session.username,
    },
    { now: new Date(), expiresAt },
  );
}

const percentiles = (times: number[]) => {
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { median: at(0.5), p90: at(0.9) };
};

async function timed(base: string, url: string, token: string) {
  const started = performance.now();
  const response = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/**
 * Median and 90th percentile of `samples` sequential requests per token, in ms; fails on any non-2xx
 * answer. With several tokens the requests alternate between them, so each sees the same machine load
 * (on a shared machine, two runs one after the other can differ by more than the 20 % being judged).
 */
async function measure(base: string, url: string, tokens: string[], samples: number) {
  const times = tokens.map((): number[] => []);
  for (let i = 0; i < samples + 5; i++) {
    for (const [k, token] of tokens.entries()) {
      const took = await timed(base, url, token);
      if (i >= 5) times[k]!.push(took); // the first few warm up the plans and the JIT
    }
  }
  return times.map(percentiles);
}

const USER_READS = [
  '/api/auth/verify-session',
  '/api/auth/user-level',
  '/api/auth/can-level-upgrade',
  '/api/user/stats',
  '/api/user-activity/total-time-spent',
  '/api/user-activity/total-coins-earned',
  '/api/user-activity/coins-spent',
  '/api/tasks',
  '/api/tasks/intermediate',
  '/api/tasks/completed',
  '/api/tasks/remaining-pomodoros',
  '/api/newsletter/status',
];

const adminReads = (heavy: string) => {
  const today = new Date().toISOString().slice(0, 10);
  return [
    '/api/admin/totalRegistered',
    '/api/admin/averageTime',
    '/api/admin/average-tasks',
    '/api/most-used',
    '/api/admin/theme-split',
    '/api/admin/analytics',
    '/api/admin/users?page=1',
    '/api/admin/users?page=500',
    '/api/admin/users?search=user-4242',
    '/api/admin/users?search=nobody-matches-this',
    `/api/admin/users/${heavy}/login-frequency/daily?date=${today}`,
    `/api/admin/users/${heavy}/login-frequency/monthly?month=${today.slice(0, 7)}`,
    `/api/admin/users/${heavy}/login-frequency/yearly?year=${today.slice(0, 4)}`,
    '/api/newsletter/admin/subscribers',
    '/api/newsletter/admin/stats',
    '/api/review?page=1',
    '/api/review?page=100',
  ];
};

const ms = (value: number) => Number(value.toFixed(2));

async function main() {
  const database = REUSE
    ? { url: REUSE, drop: async () => {} }
    : await createScratchDatabase(`${process.env.BENCH_DB_PREFIX ?? 'focus_room_bench'}_data`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'focus-room-bench-data-'));
  console.log(`Database: ${database.url}${KEEP ? ' (kept)' : ' (dropped at the end)'}`);
  // The first start applies the migrations (to the empty database, or those a reused one lacks).
  const env = { DATABASE_URL: database.url, JWT_SECRET, DATA_DIR: work, LOG_LEVEL: 'info' };
  const migrate = await startServer({ env, logFile: path.join(work, 'migrate.log') });
  await migrate.stop();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const started = Date.now();
    let ids: { heavy: string; newUser: string; admin: string; finisher?: string | undefined };
    if (REUSE) {
      const { rows } = await client.query<{ username: string; id: string }>(
        `select username, id from users
         where username in ('heavy-user', 'new-user', 'bench-admin', 'new-user-finished')`,
      );
      const id = (name: string) => {
        const found = rows.find((row) => row.username === name);
        if (!found) throw new Error(`${REUSE} has no ${name}: not a database seeded by bench:data.`);
        return found.id;
      };
      // A database seeded before the user with a full completed list has none: that row is left out.
      const finisher = rows.find((row) => row.username === 'new-user-finished')?.id;
      ids = { heavy: id('heavy-user'), newUser: id('new-user'), admin: id('bench-admin'), finisher };
    } else {
      console.log(`Seeding at scale ${SCALE}:`);
      ids = await seed(client);
    }
    const counts = await client.query<Record<string, string>>(
      `select (select count(*) from users) as users, (select count(*) from tasks) as tasks,
              (select count(*) from coin_ledger) + (select count(*) from focus_time_ledger) as ledger_rows`,
    );
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `${REUSE ? 'Reused' : 'Seeded'} ${JSON.stringify(counts.rows[0])} in ${seconds.toFixed(0)} s.\n`,
    );
    const tokens = {
      heavy: await tokenFor(client, ids.heavy),
      fresh: await tokenFor(client, ids.newUser),
      admin: await tokenFor(client, ids.admin),
      finisher: ids.finisher ? await tokenFor(client, ids.finisher) : undefined,
    };

    const server = await startServer({ env, logFile: path.join(work, 'server.log') });
    try {
      const userRows: Record<string, string | number>[] = [];
      // Every read against the new user; the completed list also against the new user who finished as
      // many tasks today as it holds, which isolates the history from the answer's size.
      const comparisons = USER_READS.filter(selected).map((url) => ({
        url,
        label: url,
        against: tokens.fresh,
      }));
      if (tokens.finisher && selected('/api/tasks/completed')) {
        comparisons.push({
          url: '/api/tasks/completed',
          label: `/api/tasks/completed (new user with ${COMPLETED_LIST_LIMIT} finished today)`,
          against: tokens.finisher,
        });
      }
      for (const { url, label, against } of comparisons) {
        const [fresh, heavy] = (await measure(server.base, url, [against, tokens.heavy], SAMPLES)) as [
          ReturnType<typeof percentiles>,
          ReturnType<typeof percentiles>,
        ];
        const ratio = heavy.median / fresh.median;
        userRows.push({
          'signed-in read': label,
          'new user ms (median)': ms(fresh.median),
          'heavy user ms (median)': ms(heavy.median),
          'heavy p90 ms': ms(heavy.p90),
          'heavy / new': ratio.toFixed(2),
          'within 20 %': ratio <= 1.2 ? 'yes' : 'no',
        });
      }
      console.log(
        `Signed-in reads, ${SAMPLES} sequential requests each (one connection, new and heavy user alternating):`,
      );
      console.table(userRows);

      const adminRows: Record<string, string | number>[] = [];
      for (const url of adminReads(ids.heavy).filter(selected)) {
        const [figures] = (await measure(server.base, url, [tokens.admin], ADMIN_SAMPLES)) as [
          ReturnType<typeof percentiles>,
        ];
        adminRows.push({
          'admin read': url.replace(ids.heavy, ':id'),
          'ms (median)': ms(figures.median),
          'p90 ms': ms(figures.p90),
          'under 100 ms': figures.median < 100 ? 'yes' : 'no',
        });
      }
      console.log(`Admin reads, ${ADMIN_SAMPLES} sequential requests each:`);
      console.table(adminRows);
      console.log(
        `Seed time: ${seconds.toFixed(0)} s. Load average at the end: ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}.`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await client.end();
    if (!KEEP) await database.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

process.chdir(root);
await main();
