import { POMODORO_CREDIT_INTERVAL_MS } from '@focus-room/core/api/tasks';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { ledgerState } from '../../test/economy';
import { countStatements } from '../../test/statement-counter';
import { createTestApp, createTestClock } from '../../test/test-app';

type Headers = Record<string, string>;

// Decision 026: a signed-in write is the authentication's query plus one statement. Before, each was a
// transaction of 4–7 statements after it (save-coin 7 in all, reorder 8). A toggle is made along the
// session (decision 049), and so is a focus claim, paid or cut (decision 050), a pomodoro credit
// (decision 052) and a drop on the board (decision 054): one statement in all. Budgets in statements, on
// both engines.
describe('round trips of the signed-in writes', async () => {
  const clock = createTestClock(new Date('2026-06-15T10:00:00Z'));
  const { app, ctx, mailbox } = await createTestApp({ clock });
  const statements = countStatements(ctx.db);

  const call = async (auth: Headers, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };
  /** The session's last use is written at most once a minute: a read first, so it is not counted. */
  const settle = async (auth: Headers) => {
    await call(auth, 'GET', '/api/auth/verify-session');
    statements.take();
  };

  it('pays a focus claim, or cuts it, in one statement in all', async () => {
    const user = await signUp(app, mailbox);
    clock.advance(10 * 60_000);
    await settle(user.auth);
    expect(await call(user.auth, 'POST', '/api/auth/save-coin', { coins: 3 })).toEqual({
      credited: 3,
      coins: 3,
    });
    expect(statements.take()).toBe(1);
    expect(
      await call(user.auth, 'POST', '/api/user-activity/update-time-spent', { timeSpentInSeconds: 32 }),
    ).toEqual({ credited: 32, totalTimeSpent: 32 });
    expect(statements.take()).toBe(1);
    // After a paid claim only the last minute (and the tolerance) is left: one coin, then nothing.
    expect((await call(user.auth, 'POST', '/api/auth/save-coin', { coins: 5 })).credited).toBe(1);
    expect(statements.take()).toBe(1);
    expect((await call(user.auth, 'POST', '/api/auth/save-coin', { coins: 1 })).credited).toBe(0);
    expect(statements.take()).toBe(1);
    expect(await ledgerState(ctx, user.user._id)).toMatchObject({ coins: 4, ledger: 4, earned: 4 });
  });

  it('sends each hot write as a named statement on PostgreSQL, planned once per connection', async () => {
    if (ctx.engine !== 'postgres') return; // PGlite has no named statements to keep
    const user = await signUp(app, mailbox);
    clock.advance(10 * 60_000);
    statements.take();
    // The session's first use in a minute records it.
    await call(user.auth, 'GET', '/api/auth/verify-session');
    expect(statements.names()).toEqual(['session_with_user', 'touch_session']);
    statements.take();
    await call(user.auth, 'POST', '/api/auth/save-coin', { coins: 3 });
    expect(statements.names()).toEqual(['claim_focus_coins_along_session']);
    statements.take();
    await call(user.auth, 'POST', '/api/user-activity/update-time-spent', { timeSpentInSeconds: 32 });
    expect(statements.names()).toEqual(['claim_focus_time_along_session']);
    statements.take();
    const task = (
      await call(user.auth, 'POST', '/api/tasks', {
        taskName: 'Named',
        dueDate: '2026-12-31',
        estimatedPomodoros: 2,
        priority: 'must do',
      })
    ).task;
    statements.take();
    clock.advance(POMODORO_CREDIT_INTERVAL_MS);
    await settle(user.auth);
    await call(user.auth, 'POST', '/api/tasks/complete-pomodoro', { taskId: task._id });
    // Made along the session (decision 052): its statement checks the session too.
    expect(statements.names()).toEqual(['complete_pomodoro_along_session']);
    statements.take();
    await call(user.auth, 'PATCH', `/api/tasks/${task._id}/toggle`);
    // Made along the session (decision 049): its statement checks the session too.
    expect(statements.names()).toEqual(['toggle_task_along_session']);
    statements.take();
    // Over a minute later the toggle is the session's first use of the minute, and records it.
    clock.advance(61_000);
    await call(user.auth, 'PATCH', `/api/tasks/${task._id}/toggle`);
    expect(statements.names()).toEqual(['toggle_task_along_session', 'touch_session']);
    statements.take();
    await call(user.auth, 'PATCH', `/api/tasks/${task._id}/toggle`);
    statements.take();
    await call(user.auth, 'PATCH', '/api/tasks/reorder', {
      orderedTasks: [{ id: task._id, priority: 'can do', order: 0 }],
    });
    // Made along the session (decision 054), a finished task named in the list included.
    expect(statements.names()).toEqual(['reorder_tasks_along_session']);
  });

  it('credits a pomodoro, toggles and reorders in one statement in all, due or not', async () => {
    const user = await signUp(app, mailbox);
    const add = (taskName: string) =>
      call(user.auth, 'POST', '/api/tasks', {
        taskName,
        dueDate: '2026-12-31',
        estimatedPomodoros: 2,
        priority: 'must do',
      });
    const a = (await add('A')).task;
    const b = (await add('B')).task;
    clock.advance(POMODORO_CREDIT_INTERVAL_MS);
    await settle(user.auth);

    const credited = await call(user.auth, 'POST', '/api/tasks/complete-pomodoro', { taskId: a._id });
    expect(credited.credited).toBe(true);
    expect(statements.take()).toBe(1);
    const notDue = await call(user.auth, 'POST', '/api/tasks/complete-pomodoro', { taskId: a._id });
    expect(notDue.credited).toBe(false);
    expect(statements.take()).toBe(1);

    const finished = await call(user.auth, 'PATCH', `/api/tasks/${a._id}/toggle`);
    expect(finished).toMatchObject({ coinsEarned: 2, task: { status: 'finished' } });
    expect(statements.take()).toBe(1);
    await call(user.auth, 'PATCH', `/api/tasks/${a._id}/toggle`);
    expect(statements.take()).toBe(1);

    const orderedTasks = [
      { id: b._id, priority: 'must do', order: 0 },
      { id: a._id, priority: 'can do', order: 0 },
    ];
    const board = await call(user.auth, 'PATCH', '/api/tasks/reorder', { orderedTasks });
    expect(statements.take()).toBe(1);
    expect(board.ongoingTasks.map((t: { _id: string }) => t._id)).toEqual([b._id, a._id]);
    expect(await call(user.auth, 'GET', '/api/tasks')).toEqual(board);
  });
});
