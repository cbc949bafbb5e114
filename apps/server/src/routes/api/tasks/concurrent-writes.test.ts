import { MAX_ONGOING_TASKS, TASK_COINS, TASK_COINS_DAILY_CAP } from '@focus-room/core/api/tasks';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/database';
import { signUp } from '../../../test/accounts';
import { focusFor, ledgerState } from '../../../test/economy';
import { addTasks as addTasksThroughRoute } from '../../../test/tasks';
import { createTestApp, createTestClock } from '../../../test/test-app';

type Headers = Record<string, string>;
type Board = { ongoingTasks: { taskName: string; priority: string }[] };

/**
 * Task writes sent at once, as two tabs, a double click or a burst of requests send them. Each write locks
 * its owner's row first (services/tasks), so one user's writes apply one after the other: nothing is lost,
 * a task is paid once, and the daily task-coin cap and the pomodoro bound stay exact.
 */
describe('task writes sent at once', async () => {
  const clock = createTestClock(new Date('2026-06-15T10:00:00Z'));
  const { app, ctx, mailbox } = await createTestApp({ clock });

  const toggle = (auth: Headers, id: string) =>
    app.inject({ method: 'PATCH', url: `/api/tasks/${id}/toggle`, headers: auth });
  const withPomodoro = async (auth: Headers, userId: string, names: string[]) => {
    const ids = await addTasksThroughRoute(app, auth, names);
    // One pomodoro each, so a task's first finish pays its coins.
    await ctx.db.execute(sql`update tasks set completed_pomodoros = 1 where user_id = ${userId}`);
    return ids;
  };
  const shown = (board: Board) =>
    board.ongoingTasks.map((t) => `${t.priority === 'must do' ? 'M' : 'C'}:${t.taskName}`);

  it("answers each drop its own board and keeps the last one, for every user's drops at once", async () => {
    const users = await Promise.all([0, 1, 2, 3].map(() => signUp(app, mailbox)));
    // Task names carry the user's number, so a board handed to the wrong request shows.
    const boards = await Promise.all(
      users.map((u, i) =>
        addTasksThroughRoute(
          app,
          u.auth,
          ['a', 'b', 'c'].map((n) => `${n}${i}`),
        ),
      ),
    );
    // Each drop names every task, so whatever order a user's drops apply in, each answer is its own list.
    const orders = [
      ['M:c', 'M:a', 'M:b'],
      ['M:c', 'M:a', 'C:b'],
      ['M:a', 'C:c', 'C:b'],
    ];
    const calls = orders.flatMap((order) =>
      users.map((u, i) => {
        const ids = boards[i] as string[];
        const zones = { M: 'must do', C: 'can do' } as const;
        const items = order.map((shownAs, n) => ({
          id: ids['abc'.indexOf(shownAs[2] as string)] as string,
          priority: zones[shownAs[0] as 'M' | 'C'],
          order: n,
        }));
        return { auth: u.auth, i, expected: order.map((shownAs) => `${shownAs}${i}`), items };
      }),
    );
    const answers = await Promise.all(
      calls.map(({ auth, items }) =>
        app.inject({
          method: 'PATCH',
          url: '/api/tasks/reorder',
          headers: auth,
          payload: { orderedTasks: items },
        }),
      ),
    );
    for (const [n, call] of calls.entries()) {
      expect(answers[n]?.statusCode).toBe(200);
      expect(shown(answers[n]?.json() as Board), `user ${call.i}`).toEqual(call.expected);
    }
    for (const [i, u] of users.entries()) {
      const read = await app.inject({ method: 'GET', url: '/api/tasks', headers: u.auth });
      const finalBoard = shown(read.json() as Board);
      const own = calls.filter((call) => call.i === i).map((call) => call.expected);
      expect(own).toContainEqual(finalBoard);
    }
  });

  it('pays each task once when its toggles race, and every user only their own coins', async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => signUp(app, mailbox)));
    const boards = await Promise.all(users.map((u) => withPomodoro(u.auth, u.user._id, ['a', 'b', 'c'])));
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
    const answers = await Promise.all(calls.map(([auth, id]) => toggle(auth, id)));
    expect(answers.map((a) => a.statusCode)).toEqual(calls.map(() => 200));
    for (const u of users) {
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
      expect(await ledgerState(ctx, u.user._id)).toMatchObject({
        coins: 3 * TASK_COINS,
        ledger: 3 * TASK_COINS,
        earned: 3 * TASK_COINS,
      });
      const earned = answers
        .filter((_, n) => calls[n]?.[0] === u.auth)
        .reduce((sum, a) => sum + (a.json().coinsEarned as number), 0);
      expect(earned).toBe(3 * TASK_COINS);
    }
  });

  it('keeps the daily task-coin cap exact when many paid finishes race', async () => {
    const user = await signUp(app, mailbox);
    const count = TASK_COINS_DAILY_CAP / TASK_COINS + 2;
    const ids = await withPomodoro(
      user.auth,
      user.user._id,
      Array.from({ length: count }, (_, i) => `t${i}`),
    );
    const answers = await Promise.all(ids.map((id) => toggle(user.auth, id)));
    expect(answers.map((a) => a.statusCode)).toEqual(ids.map(() => 200));
    const earned = answers.map((a) => a.json().coinsEarned as number).sort((x, y) => y - x);
    expect(earned).toEqual([...ids.map((_, i) => (i < count - 2 ? TASK_COINS : 0))]);
    expect(await ledgerState(ctx, user.user._id)).toMatchObject({
      coins: TASK_COINS_DAILY_CAP,
      ledger: TASK_COINS_DAILY_CAP,
    });
    // Every finish was the task's one paid finish, the two past the cap included.
    const [paid] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from tasks where user_id = ${user.user._id} and coins_awarded_at is not null`,
    );
    expect(paid?.n).toBe(count);
  });

  it('keeps the 100-task limit exact when unchecks and an add race for the last place', async () => {
    const user = await signUp(app, mailbox);
    const [x, y] = (await addTasksThroughRoute(app, user.auth, ['x', 'y'])) as [string, string];
    for (const id of [x, y]) expect((await toggle(user.auth, id)).statusCode).toBe(200);
    await ctx.db.execute(
      sql`insert into tasks (user_id, task_name, due_date, estimated_pomodoros, priority)
        select ${user.user._id}, 'filler ' || n, date '2026-06-20', 1, 'can do'
        from generate_series(1, ${MAX_ONGOING_TASKS - 2}) as n`,
    );
    // 98 ongoing: two of the three requests fit, the third is refused whichever comes last.
    const answers = await Promise.all([
      toggle(user.auth, x),
      app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers: user.auth,
        payload: { taskName: 'late', dueDate: '2026-06-20', estimatedPomodoros: 1 },
      }),
      toggle(user.auth, y),
    ]);
    const refused = answers.filter((a) => a.statusCode === 400);
    expect(refused.map((a) => a.json().code)).toEqual(['taskLimitReached']);
    expect(answers.filter((a) => a.statusCode === 200 || a.statusCode === 201)).toHaveLength(2);
    const [row] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from tasks where user_id = ${user.user._id} and status = 'ongoing'`,
    );
    expect(row?.n).toBe(MAX_ONGOING_TASKS);
  });

  it('credits a pomodoro due once when the timer calls race', async () => {
    const user = await signUp(app, mailbox);
    const [taskId] = await addTasksThroughRoute(app, user.auth, ['essay']);
    // One pomodoro's focus claimed: the racing calls share it, so one of them is paid.
    await focusFor(app, clock, user.auth, 25 * 60);
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        app.inject({
          method: 'POST',
          url: '/api/tasks/complete-pomodoro',
          headers: user.auth,
          payload: { taskId, seconds: 25 * 60 },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().credited as boolean).sort()).toEqual([false, false, true]);
    const [state] = await queryRows<{ completed: number; credits: number }>(
      ctx.db,
      sql`select t.completed_pomodoros as completed,
          (select count(*)::int from task_pomodoros p where p.task_id = t.id) as credits
        from tasks t where t.id = ${taskId}`,
    );
    expect(state).toEqual({ completed: 1, credits: 1 });
  });
});
