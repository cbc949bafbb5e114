import { POMODORO_CREDIT_INTERVAL_MS } from '@focus-room/core/api/tasks';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/database';
import { signUp } from '../../../test/accounts';
import { allAtOnce as allAtOnceHeld } from '../../../test/held-queries';
import { addTasks } from '../../../test/tasks';
import { createTestApp, createTestClock } from '../../../test/test-app';

type Headers = Record<string, string>;
type Answer = { statusCode: number; json: () => Record<string, unknown> };

const MINUTE = 60_000;

/**
 * Task pomodoro credits that arrive while two are at the database leave together in one statement
 * (decision 059, migration 0021). The outcome must be what the same claims sent one by one give:
 * each user paid what the wall clock allows and no more, every answer carrying its own credit, a closed
 * session refused, and one failing claim failing alone.
 */
describe('pomodoro credits committed together', async () => {
  const clock = createTestClock(new Date('2026-06-15T10:00:00Z'));
  const { app, ctx, mailbox } = await createTestApp({ clock });
  const post = (auth: Headers, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: auth, payload }) as Promise<Answer>;
  const addTask = async (auth: Headers, taskName: string) =>
    (await addTasks(app, auth, [taskName], { estimatedPomodoros: 4 }))[0] as string;

  // Every call at once, with queries held back so batches form (test/held-queries.ts).
  const allAtOnce = (fn: string, calls: (() => Promise<Answer>)[], inBatch: string[] = []) =>
    allAtOnceHeld(ctx.db, `${fn}(`, calls, inBatch);

  const ownAnswers = (answers: Answer[], owners: Headers[], auth: Headers) =>
    answers.filter((_, n) => owners[n] === auth).map((a) => a.json());

  it('credits task pomodoros as one-by-one credits do, once, in fewer statements', async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => signUp(app, mailbox)));
    const taskIds = await Promise.all(users.map((u) => addTask(u.auth, 'essay')));
    // Each task starts from its own count, so an answer handed to the wrong request shows.
    for (const [i, id] of taskIds.entries()) {
      await ctx.db.execute(sql`update tasks set completed_pomodoros = ${i} where id = ${id}`);
    }
    // Two intervals have passed, but a live credit pays one pomodoro and forfeits the rest.
    clock.advance(2 * POMODORO_CREDIT_INTERVAL_MS + 5 * MINUTE);
    const calls = [0, 1, 2].flatMap(() => users.map((u, i) => [u.auth, taskIds[i] as string] as const));
    const owners = calls.map(([auth]) => auth);
    const answers = await allAtOnce(
      'complete_pomodoro_along_sessions',
      calls.map(
        ([auth, taskId]) =>
          () =>
            post(auth, '/api/tasks/complete-pomodoro', { taskId }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(calls.map(() => 200));
    for (const [i, u] of users.entries()) {
      const own = ownAnswers(answers, owners, u.auth);
      expect(own.map((a) => a.credited)).toEqual([true, false, false]);
      expect(own.map((a) => (a.task as { completedPomodoros: string }).completedPomodoros)).toEqual(
        [1, 2, 3].map(() => String(i + 1)),
      );
      const [state] = await queryRows<{ completed: number; credits: number }>(
        ctx.db,
        sql`select t.completed_pomodoros as completed,
            (select count(*)::int from task_pomodoros p where p.task_id = t.id) as credits
          from tasks t where t.id = ${taskIds[i]}`,
      );
      expect(state).toEqual({ completed: i + 1, credits: 1 });
    }
  });

  it('refuses a closed session in a batch and lets one failing credit fail alone', async () => {
    const kinds = [
      {
        fn: 'complete_pomodoro_along_sessions',
        table: 'task_pomodoros',
        url: '/api/tasks/complete-pomodoro',
      },
    ];
    for (const { fn, table, url } of kinds) {
      const users = await Promise.all([1, 2, 3, 4, 5].map(() => signUp(app, mailbox)));
      const [filler, other, open, closed, failing] = users;
      if (!filler || !other || !open || !closed || !failing) throw new Error('sign-up failed');
      const tasks = new Map<Headers, string>(
        await Promise.all(users.map(async (u) => [u.auth, await addTask(u.auth, 'essay')] as const)),
      );
      await app.inject({ method: 'POST', url: '/api/auth/logout', headers: closed.auth });
      clock.advance(POMODORO_CREDIT_INTERVAL_MS + MINUTE);
      const claim = (auth: Headers) => () =>
        post(
          auth,
          url,
          url.endsWith('save-coin')
            ? { coins: 100 }
            : url.endsWith('time-spent')
              ? { timeSpentInSeconds: 1000 }
              : { taskId: tasks.get(auth) },
        );
      // A trigger that refuses one user's credit stands in for any error PostgreSQL reports in a batch.
      await ctx.db.execute(
        sql.raw(`create function refuse_one() returns trigger language plpgsql as $$
        begin if new.user_id = '${failing.user._id}' then raise exception 'refused'; end if; return new; end $$`),
      );
      await ctx.db.execute(
        sql.raw(
          `create trigger refuse_one before insert on ${table} for each row execute function refuse_one()`,
        ),
      );
      try {
        // The first two calls leave alone; the four after them wait and leave in one batch.
        const answers = await allAtOnce(
          fn,
          [
            claim(filler.auth),
            claim(other.auth),
            claim(open.auth),
            claim(failing.auth),
            claim(closed.auth),
            claim(open.auth),
          ],
          [failing.user._id, closed.user._id],
        );
        expect(
          answers.map((a) => a.statusCode),
          fn,
        ).toEqual([200, 200, 200, 500, 401, 200]);
      } finally {
        await ctx.db.execute(sql.raw(`drop trigger refuse_one on ${table}`));
        await ctx.db.execute(sql`drop function refuse_one()`);
      }
      const paid = await queryRows<{ user_id: string; rows: number }>(
        ctx.db,
        sql`select user_id, count(*)::int as rows from ${sql.raw(table)}
          where user_id in (${open.user._id}, ${closed.user._id}, ${failing.user._id}) group by user_id`,
      );
      // The open session's first claim is paid (its second is cut to nothing); the others change nothing.
      expect(paid, fn).toEqual([{ user_id: open.user._id, rows: 1 }]);
    }
  });
});
