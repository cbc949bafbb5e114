import { TASK_COINS } from '@focus-room/core/api/tasks';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/database';
import { signUp } from '../../../test/accounts';
import { holdQueriesBack } from '../../../test/held-queries';
import { addTasks as addTasksThroughRoute } from '../../../test/tasks';
import { createTestApp, createTestClock } from '../../../test/test-app';

type Headers = Record<string, string>;

/**
 * Toggles that arrive while two are at the database leave together in one statement (decision 059). The
 * outcome must be what the same toggles sent one by one give: each task's status by the parity of its
 * toggles, task coins paid once per task, a closed session refused, and one failing toggle failing alone.
 */
describe('toggles committed together', async () => {
  const clock = createTestClock(new Date('2026-06-15T10:00:00Z'));
  const { app, ctx, mailbox } = await createTestApp({ clock });

  const addTasks = async (auth: Headers, userId: string, names: string[]) => {
    const ids = await addTasksThroughRoute(app, auth, names);
    // One pomodoro each, so a task's first finish pays its coins.
    await ctx.db.execute(sql`update tasks set completed_pomodoros = 1 where user_id = ${userId}`);
    return ids;
  };
  const toggle = (auth: Headers, id: string) =>
    app.inject({ method: 'PATCH', url: `/api/tasks/${id}/toggle`, headers: auth });

  it('gives what one-by-one toggles give, in fewer statements', async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => signUp(app, mailbox)));
    const boards = await Promise.all(users.map((u) => addTasks(u.auth, u.user._id, ['a', 'b', 'c'])));
    // Task a of each user once, b twice, c three times; all at once, in an interleaved order.
    const calls: [Headers, string][] = [];
    for (let round = 0; round < 3; round++) {
      for (const [i, u] of users.entries()) {
        const [a, b, c] = boards[i] as [string, string, string];
        if (round === 0) calls.push([u.auth, a]);
        if (round < 2) calls.push([u.auth, b]);
        calls.push([u.auth, c]);
      }
    }
    const held = holdQueriesBack(ctx.db);
    let answers: Awaited<ReturnType<typeof toggle>>[];
    try {
      answers = await Promise.all(calls.map(([auth, id]) => toggle(auth, id)));
      expect(held.sent('toggle_tasks_along_sessions(').length).toBeGreaterThan(0);
    } finally {
      held.restore();
    }
    expect(answers.map((a) => a.statusCode)).toEqual(calls.map(() => 200));
    for (const [i, u] of users.entries()) {
      const rows = await queryRows<{ task_name: string; status: string }>(
        ctx.db,
        sql`select task_name, status from tasks where user_id = ${u.user._id} order by task_name`,
      );
      expect(rows).toEqual([
        { task_name: 'a', status: 'finished' },
        { task_name: 'b', status: 'ongoing' },
        { task_name: 'c', status: 'finished' },
      ]);
      const [coins] = await queryRows<{ earned: number; rows: number }>(
        ctx.db,
        sql`select coalesce(sum(delta), 0)::int as earned, count(*)::int as rows
          from coin_ledger where user_id = ${u.user._id} and kind = 'task'`,
      );
      // Each task paid once, at its first finish, whatever the order of the toggles; the balance with it.
      expect(coins).toEqual({ earned: 3 * TASK_COINS, rows: 3 });
      const [balance] = await queryRows<{ coins: number; earned: number }>(
        ctx.db,
        sql`select coins, coins_earned as earned from users where id = ${u.user._id}`,
      );
      expect(balance).toEqual({ coins: 3 * TASK_COINS, earned: 3 * TASK_COINS });
      const earned = answers
        .filter((_, n) => calls[n]?.[0] === u.auth)
        .reduce((sum, a) => sum + (a.json().coinsEarned as number), 0);
      expect(earned).toBe(3 * TASK_COINS);
      expect(boards[i]).toHaveLength(3);
    }
  });

  it('refuses a closed session in a batch and lets one failing toggle fail alone', async () => {
    const [filler, second, open, closed, failing] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => signUp(app, mailbox)),
    );
    if (!filler || !second || !open || !closed || !failing) throw new Error('sign-up failed');
    const [openTask] = await addTasks(open.auth, open.user._id, ['fine']);
    const [closedTask] = await addTasks(closed.auth, closed.user._id, ['closed']);
    const [failingTask] = await addTasks(failing.auth, failing.user._id, ['Boom']);
    const [f1] = await addTasks(filler.auth, filler.user._id, ['f1']);
    const [f2] = await addTasks(second.auth, second.user._id, ['f2']);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: closed.auth });
    // A trigger that refuses one task's change stands in for any error PostgreSQL reports in a batch.
    await ctx.db.execute(sql`create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.task_name = 'Boom' then raise exception 'refused'; end if; return new; end $$`);
    await ctx.db.execute(
      sql`create trigger refuse_boom before update on tasks for each row execute function refuse_boom()`,
    );
    // Each query is held back a few milliseconds, so the calls after the first two wait and leave in one
    // batch, as under load.
    const held = holdQueriesBack(ctx.db);
    try {
      const answers = await Promise.all([
        toggle(filler.auth, f1 as string),
        toggle(second.auth, f2 as string),
        toggle(open.auth, openTask as string),
        toggle(failing.auth, failingTask as string),
        toggle(closed.auth, closedTask as string),
        toggle(open.auth, openTask as string),
      ]);
      const batches = held.sent('toggle_tasks_along_sessions(');
      for (const id of [failing.user._id, closed.user._id]) {
        expect(
          batches.some((text) => text.includes(id)),
          id,
        ).toBe(true);
      }
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 500, 401, 200]);
    } finally {
      held.restore();
      await ctx.db.execute(sql`drop trigger refuse_boom on tasks`);
      await ctx.db.execute(sql`drop function refuse_boom()`);
    }
    const rows = await queryRows<{ task_name: string; status: string }>(
      ctx.db,
      sql`select task_name, status from tasks where user_id in (${open.user._id}, ${closed.user._id}, ${failing.user._id})
        order by task_name`,
    );
    expect(rows).toEqual([
      { task_name: 'Boom', status: 'ongoing' },
      { task_name: 'closed', status: 'ongoing' },
      { task_name: 'fine', status: 'ongoing' },
    ]);
  });
});
