// Seeds signed-in users straight into the database, with an open session and a signed token each, so a
// benchmark needs no login (which is rate-limited per address, as it should be).
import pg from 'pg';
import { signToken } from '../../apps/server/src/services/auth/tokens';

export type SeededUser = { id: string; token: string; taskIds: string[] };

/** What both node-postgres and PGlite offer: parameterised queries answering `{ rows }`. */
export type Queryable = {
  query: <T>(text: string, params?: unknown[]) => Promise<{ rows: T[] }>;
};

export async function seedUsers(options: {
  /** A PostgreSQL URL, or an open connection (e.g. PGlite on a data folder the server is not using). */
  databaseUrl: string | Queryable;
  jwtSecret: string;
  count: number;
  tasksPerUser: number;
  /** Account age: focus claims may reach back this far (the server pays at most the last hour). */
  ageMs: number;
  prefix?: string;
  /** Starting balance, as one admin ledger row (default 1000). */
  coins?: number;
  /**
   * Users in the middle of a study day, as the timer's users are: their statistics settings with a session
   * under way, and yesterday's and today's summary rows, so a credit continues the session and adds to
   * today's row instead of creating it (the first credit of a day costs one insert more).
   */
  withHistory?: boolean;
}): Promise<SeededUser[]> {
  const prefix = options.prefix ?? 'bench';
  const coins = options.coins ?? 1000;
  const own = typeof options.databaseUrl === 'string';
  const client: Queryable & { end?: () => Promise<void> } =
    typeof options.databaseUrl === 'string'
      ? new pg.Client({ connectionString: options.databaseUrl })
      : options.databaseUrl;
  if (client instanceof pg.Client) await client.connect();
  try {
    await client.query('begin');
    const created = new Date(Date.now() - options.ageMs);
    const { rows: users } = await client.query<{ id: string; username: string; email: string }>(
      `insert into users (username, email, is_verified, level, coins, created_at)
       select $1 || '-' || g, $1 || '-' || g || '@bench.test', true, 1, $4::int, $2
       from generate_series(1, $3::int) g
       returning id, username, email`,
      [`${prefix}-${Date.now().toString(36)}`, created, options.count, coins],
    );
    // The balance is a sum of the ledger; give it its row.
    await client.query(
      `insert into coin_ledger (user_id, delta, kind, detail, created_at)
       select id, $3::int, 'admin', 'bench seed', $2 from users where id = any($1::uuid[])`,
      [users.map((u) => u.id), created, coins],
    );
    const expiresAt = new Date(Date.now() + 90 * 86_400_000);
    const { rows: sessions } = await client.query<{ id: string; user_id: string }>(
      `insert into sessions (user_id, created_at, expires_at)
       select id, now(), $2 from users where id = any($1::uuid[])
       returning id, user_id`,
      [users.map((u) => u.id), expiresAt],
    );
    const today = new Date().toISOString().slice(0, 10);
    const { rows: tasks } = await client.query<{ id: string; user_id: string }>(
      `insert into tasks (user_id, task_name, due_date, estimated_pomodoros, priority, position, created_at)
       select u.id, 'Task ' || t, $3::date, 4, case when t % 2 = 0 then 'must do' else 'can do' end, t / 2, $4
       from users u cross join generate_series(0, $2::int - 1) t
       where u.id = any($1::uuid[])
       returning id, user_id`,
      [users.map((u) => u.id), options.tasksPerUser, today, created],
    );
    if (options.withHistory) {
      // The statistics day under the default settings (UTC, days starting at 4:00), as stats_day_for
      // computes it (migration 0007).
      const today = `((now() at time zone 'UTC') - interval '4 hours')::date`;
      await client.query(
        `insert into stats_settings (user_id, session_day, session_last_at)
         select id, ${today}, now() from users where id = any($1::uuid[])`,
        [users.map((u) => u.id)],
      );
      await client.query(
        `insert into stats_days (user_id, day, focus_units, pomodoros, coins_earned, goal_kind, goal_value)
         select u.id, d.day, 800, 4, 25, 'minutes', 100
         from users u cross join (values (${today} - 1), (${today})) d(day)
         where u.id = any($1::uuid[])`,
        [users.map((u) => u.id)],
      );
    }
    await client.query('commit');

    const sessionOf = new Map(sessions.map((s) => [s.user_id, s.id]));
    const tasksOf = new Map<string, string[]>();
    for (const task of tasks) {
      const list = tasksOf.get(task.user_id) ?? [];
      list.push(task.id);
      tasksOf.set(task.user_id, list);
    }
    const now = new Date();
    return Promise.all(
      users.map(async (user) => ({
        id: user.id,
        taskIds: tasksOf.get(user.id) ?? [],
        token: await signToken(
          options.jwtSecret,
          {
            sub: user.id,
            sid: sessionOf.get(user.id)!,
            role: 'user',
            email: user.email,
            username: user.username,
          },
          { now, expiresAt },
        ),
      })),
    );
  } finally {
    if (own) await client.end?.();
  }
}
