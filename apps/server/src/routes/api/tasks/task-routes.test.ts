import { MAX_ONGOING_TASKS, TASK_MESSAGES } from '@focus-room/core/api/tasks';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/database';
import { NUL_MESSAGE } from '../../../plugins/reject-nul-characters';
import { inTransaction } from '../../../repositories/transaction';
import { logIn, signUp } from '../../../test/accounts';
import { focusFor, ledgerState } from '../../../test/economy';
import { createTestApp, createTestClock } from '../../../test/test-app';

type Headers = Record<string, string>;
type Task = {
  _id: string;
  taskName: string;
  dueDate: string;
  estimatedPomodoros: string;
  completedPomodoros: string;
  priority: 'must do' | 'can do';
  status: 'ongoing' | 'finished';
};

const HOUR = 3_600_000;
const LIMIT_MESSAGE =
  'You have reached the maximum limit of 100 tasks. Please delete or complete some tasks to add more.';

describe('tasks', async () => {
  // 10:00 UTC: "today" is 2026-06-15 in UTC and in Berlin, still 2026-06-14 in Niue (UTC−11).
  const clock = createTestClock(new Date('2026-06-15T10:00:00Z'));
  const { app, ctx, mailbox } = await createTestApp({ clock });
  const TODAY = '2026-06-15';

  const call = (auth: Headers, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const ongoing = async (auth: Headers) =>
    (await call(auth, 'GET', '/api/tasks')).json().ongoingTasks as Task[];
  const intermediate = async (auth: Headers) =>
    (await call(auth, 'GET', '/api/tasks/intermediate')).json().intermediateTasks as Task[];
  const remaining = async (auth: Headers) =>
    (await call(auth, 'GET', '/api/tasks/remaining-pomodoros')).json().remainingPomodoros as number;
  const add = async (auth: Headers, fields: Record<string, unknown> = {}) => {
    const res = await call(auth, 'POST', '/api/tasks', {
      taskName: 'Read chapter 3',
      dueDate: TODAY,
      estimatedPomodoros: 2,
      priority: 'must do',
      ...fields,
    });
    if (res.statusCode !== 201) throw new Error(`add failed: ${res.body}`);
    return res.json().task as Task;
  };
  const names = (tasks: Task[]) => tasks.map((t) => `${t.priority === 'must do' ? 'M' : 'C'}:${t.taskName}`);
  const reorder = (auth: Headers, orderedTasks: unknown) =>
    call(auth, 'PATCH', '/api/tasks/reorder', { orderedTasks });
  const completePomodoro = (auth: Headers, taskId: string, seconds = 25 * 60) =>
    call(auth, 'POST', '/api/tasks/complete-pomodoro', { taskId, seconds });
  const focus = (auth: Headers, seconds: number) => focusFor(app, clock, auth, seconds);

  it('adds a task and answers it with the wire fields, pomodoro counts as strings', async () => {
    const { auth } = await signUp(app, mailbox);
    const res = await call(auth, 'POST', '/api/tasks', {
      taskName: '  Write the essay  ',
      dueDate: TODAY,
      estimatedPomodoros: 4,
      priority: 'can do',
      utcOffsetMinutes: 120,
    });
    expect(res.statusCode).toBe(201);
    const task = res.json().task;
    expect(task).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      taskName: 'Write the essay',
      dueDate: TODAY,
      estimatedPomodoros: '4',
      completedPomodoros: '0',
      priority: 'can do',
      status: 'ongoing',
    });
    expect(await ongoing(auth)).toEqual([task]);
    expect(await remaining(auth)).toBe(4);
  });

  it('defaults the priority to must do and accepts pomodoros as a digit string', async () => {
    const { auth } = await signUp(app, mailbox);
    const task = await add(auth, { priority: undefined, estimatedPomodoros: '7' });
    expect(task).toMatchObject({ priority: 'must do', estimatedPomodoros: '7' });
  });

  it('refuses bad input with 400 and a clear message, adding nothing', async () => {
    const { auth } = await signUp(app, mailbox);
    const valid = { taskName: 'x', dueDate: TODAY, estimatedPomodoros: 1, priority: 'must do' };
    const cases: [Record<string, unknown>, string][] = [
      [{ taskName: '   ' }, TASK_MESSAGES.nameRequired],
      [{ taskName: undefined }, TASK_MESSAGES.nameRequired],
      [{ taskName: 'a'.repeat(201) }, TASK_MESSAGES.nameTooLong],
      [{ estimatedPomodoros: 101 }, TASK_MESSAGES.pomodoros],
      [{ estimatedPomodoros: -1 }, TASK_MESSAGES.pomodoros],
      [{ estimatedPomodoros: 1.5 }, TASK_MESSAGES.pomodoros],
      [{ estimatedPomodoros: '101' }, TASK_MESSAGES.pomodoros],
      [{ estimatedPomodoros: 'lots' }, TASK_MESSAGES.pomodoros],
      [{ estimatedPomodoros: undefined }, TASK_MESSAGES.pomodoros],
      [{ dueDate: '2026-02-30' }, TASK_MESSAGES.dueDateFormat],
      [{ dueDate: '15.06.2026' }, TASK_MESSAGES.dueDateFormat],
      [{ dueDate: '2026-06-13' }, TASK_MESSAGES.dueDateInPast],
      [{ dueDate: '2026-06-14', utcOffsetMinutes: 60 }, TASK_MESSAGES.dueDateInPast],
      [{ priority: 'urgent' }, TASK_MESSAGES.priority],
      [{ utcOffsetMinutes: 2000 }, TASK_MESSAGES.utcOffset],
      // PostgreSQL text cannot hold it: it used to fail in the insert (500) instead.
      [{ taskName: 'Read\u0000' }, NUL_MESSAGE],
    ];
    for (const [change, message] of cases) {
      const res = await call(auth, 'POST', '/api/tasks', { ...valid, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message, JSON.stringify(change)).toBe(message);
    }
    const raw = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(raw.statusCode).toBe(400);
    expect(await ongoing(auth)).toEqual([]);
  });

  it("judges 'today' in the user's time zone", async () => {
    const { auth } = await signUp(app, mailbox);
    // In Niue it is still the 14th: that day is today there.
    await add(auth, { dueDate: '2026-06-14', utcOffsetMinutes: -660 });
    // Without an offset the earliest today on Earth (UTC−12, also the 14th) is accepted.
    await add(auth, { dueDate: '2026-06-14' });
    const res = await call(auth, 'POST', '/api/tasks', {
      taskName: 'x',
      dueDate: '2026-06-13',
      estimatedPomodoros: 1,
    });
    expect(res.json().message).toBe(TASK_MESSAGES.dueDateInPast);
  });

  it('keeps at most 100 ongoing tasks: the 101st gets the limit message', async () => {
    const { auth } = await signUp(app, mailbox);
    for (let i = 0; i < MAX_ONGOING_TASKS; i += 1) await add(auth, { taskName: `t${i}` });
    const res = await call(auth, 'POST', '/api/tasks', {
      taskName: 'one too many',
      dueDate: TODAY,
      estimatedPomodoros: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: LIMIT_MESSAGE, code: 'taskLimitReached', params: { max: '100' } });
    expect(await ongoing(auth)).toHaveLength(100);
    // Finishing one frees a place; unchecking it again while full is refused the same way.
    const first = (await ongoing(auth))[0] as Task;
    await call(auth, 'PATCH', `/api/tasks/${first._id}/toggle`);
    await add(auth, { taskName: 'fits now' });
    const back = await call(auth, 'PATCH', `/api/tasks/${first._id}/toggle`);
    expect(back.statusCode).toBe(400);
    expect(back.json().message).toBe(LIMIT_MESSAGE);
    expect((await intermediate(auth)).map((t) => t._id)).toEqual([first._id]);
  });

  it('holds the limit when many adds race', async () => {
    const { auth } = await signUp(app, mailbox);
    for (let i = 0; i < 95; i += 1) await add(auth, { taskName: `t${i}` });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(auth, 'POST', '/api/tasks', { taskName: `race${i}`, dueDate: TODAY, estimatedPomodoros: 1 }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(7);
    expect(await ongoing(auth)).toHaveLength(100);
  });

  it('edits a task; a past due date is only kept, never set', async () => {
    const account = await signUp(app, mailbox);
    let { auth } = account;
    const task = await add(auth);
    const res = await call(auth, 'PATCH', `/api/tasks/${task._id}/edit`, {
      taskName: 'Renamed',
      dueDate: '2026-07-01',
      estimatedPomodoros: 5,
      priority: 'can do',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().task).toMatchObject({
      taskName: 'Renamed',
      dueDate: '2026-07-01',
      estimatedPomodoros: '5',
      priority: 'can do',
    });
    clock.advance(30 * 24 * HOUR); // the due date is now in the past
    ({ auth } = await logIn(app, account));
    const keep = await call(auth, 'PATCH', `/api/tasks/${task._id}/edit`, {
      taskName: 'Renamed again',
      dueDate: '2026-07-01',
      estimatedPomodoros: 5,
      priority: 'can do',
    });
    expect(keep.statusCode).toBe(200);
    const past = await call(auth, 'PATCH', `/api/tasks/${task._id}/edit`, {
      taskName: 'x',
      dueDate: '2026-07-02',
      estimatedPomodoros: 5,
      priority: 'can do',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(TASK_MESSAGES.dueDateInPast);
    const bad = await call(auth, 'PATCH', `/api/tasks/${task._id}/edit`, {
      taskName: '',
      dueDate: '2026-07-01',
      estimatedPomodoros: 5,
    });
    expect(bad.statusCode).toBe(400);
    expect((await ongoing(auth))[0]?.taskName).toBe('Renamed again');
    clock.set(new Date('2026-06-15T10:00:00Z'));
  });

  it('toggles: finished tasks stay intermediate for 24 hours, then only in the completed list', async () => {
    const account = await signUp(app, mailbox);
    let { auth } = account;
    const a = await add(auth, { taskName: 'A', estimatedPomodoros: 3 });
    const b = await add(auth, { taskName: 'B', estimatedPomodoros: 1 });
    const res = await call(auth, 'PATCH', `/api/tasks/${a._id}/toggle`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ task: { ...a, status: 'finished' }, coinsEarned: 0 });
    expect((await ongoing(auth)).map((t) => t._id)).toEqual([b._id]);
    expect((await intermediate(auth)).map((t) => t.status)).toEqual(['finished']);
    expect(await remaining(auth)).toBe(1);

    // Unchecking brings it back to its old place.
    await call(auth, 'PATCH', `/api/tasks/${a._id}/toggle`, {});
    expect(names(await ongoing(auth))).toEqual(['M:A', 'M:B']);
    expect(await intermediate(auth)).toEqual([]);

    await call(auth, 'PATCH', `/api/tasks/${a._id}/toggle`);
    clock.advance(23 * HOUR);
    ({ auth } = await logIn(app, account));
    expect(await intermediate(auth)).toHaveLength(1);
    let completed = (await call(auth, 'GET', '/api/tasks/completed')).json();
    expect(completed).toEqual({
      completedTasks: [{ _id: a._id, taskName: 'A', dueDate: TODAY, estimatedPomodoros: '3' }],
      completedCount: 1,
      intermediateCount: 1,
      totalCount: 2,
    });
    clock.advance(2 * HOUR);
    expect(await intermediate(auth)).toEqual([]);
    completed = (await call(auth, 'GET', '/api/tasks/completed')).json();
    expect(completed).toMatchObject({ completedCount: 1, intermediateCount: 0, totalCount: 2 });
    clock.set(new Date('2026-06-15T10:00:00Z'));
  });

  it('deletes a task of any status', async () => {
    const { auth } = await signUp(app, mailbox);
    const a = await add(auth);
    const b = await add(auth);
    await call(auth, 'PATCH', `/api/tasks/${b._id}/toggle`);
    for (const id of [a._id, b._id]) {
      const res = await call(auth, 'DELETE', `/api/tasks/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Task deleted' });
    }
    expect(await ongoing(auth)).toEqual([]);
    expect(await intermediate(auth)).toEqual([]);
    expect((await call(auth, 'DELETE', `/api/tasks/${a._id}`)).statusCode).toBe(404);
  });

  it('reorders within and between zones and keeps the order', async () => {
    const { auth } = await signUp(app, mailbox);
    const [a, b, c] = [
      await add(auth, { taskName: 'a' }),
      await add(auth, { taskName: 'b' }),
      await add(auth, { taskName: 'c' }),
    ];
    const x = await add(auth, { taskName: 'x', priority: 'can do' });
    const res = await reorder(auth, [
      { id: c._id, priority: 'must do', order: 0 },
      { id: a._id, priority: 'must do', order: 1 },
      { id: x._id, priority: 'can do', order: 0 },
      { id: b._id, priority: 'can do', order: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(names(res.json().ongoingTasks)).toEqual(['M:c', 'M:a', 'C:x', 'C:b']);
    expect(names(await ongoing(auth))).toEqual(['M:c', 'M:a', 'C:x', 'C:b']);
    // A new task is appended after the last of its zone.
    await add(auth, { taskName: 'd', priority: 'can do' });
    expect(names(await ongoing(auth))).toEqual(['M:c', 'M:a', 'C:x', 'C:b', 'C:d']);
  });

  it('accepts a partial list: unnamed tasks follow the named ones of their zone', async () => {
    const { auth } = await signUp(app, mailbox);
    const a = await add(auth, { taskName: 'a' });
    await add(auth, { taskName: 'b' });
    const c = await add(auth, { taskName: 'c' });
    const res = await reorder(auth, [
      { id: c._id, priority: 'must do', order: 0 },
      { id: a._id, priority: 'can do', order: 0 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(names(await ongoing(auth))).toEqual(['M:c', 'M:b', 'C:a']);
    expect((await reorder(auth, [])).statusCode).toBe(200);
    expect(names(await ongoing(auth))).toEqual(['M:c', 'M:b', 'C:a']);
  });

  it('puts a finished task named in a drop where it was dropped, and unchecking brings it back there', async () => {
    const { auth } = await signUp(app, mailbox);
    const [a, b, c] = [
      await add(auth, { taskName: 'a' }),
      await add(auth, { taskName: 'b' }),
      await add(auth, { taskName: 'c' }),
    ];
    await call(auth, 'PATCH', `/api/tasks/${b._id}/toggle`);
    const res = await reorder(auth, [
      { id: c._id, priority: 'must do', order: 0 },
      { id: b._id, priority: 'can do', order: 0 },
      { id: a._id, priority: 'must do', order: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(names(res.json().ongoingTasks)).toEqual(['M:c', 'M:a']);
    await call(auth, 'PATCH', `/api/tasks/${b._id}/toggle`);
    expect(names(await ongoing(auth))).toEqual(['M:c', 'M:a', 'C:b']);
  });

  it('refuses duplicated ids and malformed lists with 400, changing nothing', async () => {
    const { auth } = await signUp(app, mailbox);
    const a = await add(auth, { taskName: 'a' });
    const b = await add(auth, { taskName: 'b' });
    const dup = await reorder(auth, [
      { id: b._id, priority: 'must do', order: 0 },
      { id: a._id, priority: 'must do', order: 1 },
      { id: b._id, priority: 'can do', order: 0 },
    ]);
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe(TASK_MESSAGES.reorderDuplicate);
    for (const bad of [
      'nope',
      [{ id: a._id, priority: 'later', order: 0 }],
      [{ id: a._id, priority: 'can do', order: -1 }],
      [{ id: a._id, priority: 'can do' }],
    ]) {
      const res = await reorder(auth, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await call(auth, 'PATCH', '/api/tasks/reorder', {})).statusCode).toBe(400);
    expect(names(await ongoing(auth))).toEqual(['M:a', 'M:b']);
  });

  it("never lets a user reach another user's task (404 everywhere, nothing changed)", async () => {
    const owner = await signUp(app, mailbox);
    const other = await signUp(app, mailbox);
    const task = await add(owner.auth, { taskName: 'private' });
    const mine = await add(other.auth, { taskName: 'mine' });
    const edit = { taskName: 'hacked', dueDate: TODAY, estimatedPomodoros: 1, priority: 'can do' };
    const attempts = [
      call(other.auth, 'PATCH', `/api/tasks/${task._id}/toggle`),
      call(other.auth, 'PATCH', `/api/tasks/${task._id}/edit`, edit),
      call(other.auth, 'DELETE', `/api/tasks/${task._id}`),
      reorder(other.auth, [
        { id: mine._id, priority: 'can do', order: 0 },
        { id: task._id, priority: 'can do', order: 1 },
      ]),
      completePomodoro(other.auth, task._id),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: TASK_MESSAGES.notFound, code: 'taskNotFound' });
    }
    // Unknown and malformed ids answer the same.
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', "1' or '1'='1"]) {
      const url = encodeURIComponent(id);
      expect((await call(owner.auth, 'PATCH', `/api/tasks/${url}/toggle`)).statusCode).toBe(404);
      expect((await call(owner.auth, 'PATCH', `/api/tasks/${url}/edit`, edit)).statusCode).toBe(404);
      expect((await call(owner.auth, 'DELETE', `/api/tasks/${url}`)).statusCode).toBe(404);
      expect((await reorder(owner.auth, [{ id, priority: 'must do', order: 0 }])).statusCode).toBe(404);
      expect((await completePomodoro(owner.auth, id)).statusCode).toBe(404);
    }
    expect(await ongoing(owner.auth)).toEqual([task]);
    expect(names(await ongoing(other.auth))).toEqual(['M:mine']);
    expect((await call(other.auth, 'GET', '/api/tasks/completed')).json().totalCount).toBe(1);
  });

  it('answers 401 without a token on every endpoint', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [Parameters<typeof call>[1], string][] = [
      ['GET', '/api/tasks'],
      ['GET', '/api/tasks/intermediate'],
      ['GET', '/api/tasks/completed'],
      ['GET', '/api/tasks/remaining-pomodoros'],
      ['POST', '/api/tasks'],
      ['PATCH', `/api/tasks/${id}/toggle`],
      ['PATCH', `/api/tasks/${id}/edit`],
      ['DELETE', `/api/tasks/${id}`],
      ['PATCH', '/api/tasks/reorder'],
      ['POST', '/api/tasks/complete-pomodoro'],
    ];
    for (const [method, url] of routes) {
      expect((await call({}, method, url)).statusCode, url).toBe(401);
    }
  });

  it('toggles only while the session is open: after logout 401 and the task unchanged, even for a bad id', async () => {
    const user = await signUp(app, mailbox);
    const task = (
      await call(user.auth, 'POST', '/api/tasks', { taskName: 'Keep', dueDate: TODAY, estimatedPomodoros: 1 })
    ).json().task as Task;
    expect((await call(user.auth, 'PATCH', `/api/tasks/${task._id}/toggle`)).json().task.status).toBe(
      'finished',
    );
    expect((await call(user.auth, 'PATCH', '/api/tasks/not-a-task/toggle')).statusCode).toBe(404);
    expect((await call(user.auth, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    for (const id of [task._id, 'not-a-task']) {
      const res = await call(user.auth, 'PATCH', `/api/tasks/${id}/toggle`);
      expect(res.statusCode, id).toBe(401);
      expect(res.json()).toEqual({
        message: 'Your session has expired. Please log in again.',
        code: 'sessionInvalid',
      });
    }
    const fresh = await logIn(app, user);
    expect((await intermediate(fresh.auth)).map((t) => [t._id, t.status])).toEqual([[task._id, 'finished']]);
  });

  it('runs concurrent reorders and adds one after the other, losing nothing', async () => {
    const { auth } = await signUp(app, mailbox);
    const tasks: Task[] = [];
    for (let i = 0; i < 6; i += 1) tasks.push(await add(auth, { taskName: `t${i}` }));
    const reversed = [...tasks].reverse().map((t, order) => ({ id: t._id, priority: 'must do', order }));
    const toCanDo = tasks.map((t, order) => ({ id: t._id, priority: 'can do', order }));
    const results = await Promise.all([
      reorder(auth, reversed),
      call(auth, 'POST', '/api/tasks', { taskName: 'new1', dueDate: TODAY, estimatedPomodoros: 1 }),
      reorder(auth, toCanDo),
      call(auth, 'POST', '/api/tasks', {
        taskName: 'new2',
        dueDate: TODAY,
        estimatedPomodoros: 1,
        priority: 'can do',
      }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 201, 200, 201]);
    const after = await ongoing(auth);
    expect(after).toHaveLength(8);
    expect(new Set(after.map((t) => t._id)).size).toBe(8);
    for (const zone of ['must do', 'can do']) {
      // Every zone is a clean ranking: the order a client reads back is the order it can send again.
      const again = after
        .filter((t) => t.priority === zone)
        .map((t, order) => ({ id: t._id, priority: zone, order }));
      expect((await reorder(auth, again)).statusCode).toBe(200);
    }
    expect((await ongoing(auth)).map((t) => t._id)).toEqual(after.map((t) => t._id));
  });

  // Two connections at once: PostgreSQL only (PGlite serialises the transactions).
  it.runIf(process.env.TEST_ENGINE === 'postgres')(
    'deletes a task while a toggle of it holds the owner, without a deadlock',
    async () => {
      const { auth, user } = await signUp(app, mailbox);
      const task = await add(auth);
      let ownerLocked: () => void = () => {};
      const locked = new Promise<void>((resolve) => {
        ownerLocked = resolve;
      });
      let letGo: () => void = () => {};
      const released = new Promise<void>((resolve) => {
        letGo = resolve;
      });
      // A toggle's steps (task-service.ts toggleTask): the owner's row locked, then the task's row changed.
      const toggle = inTransaction(ctx.db, async (tx) => {
        await tx.execute(sql`select 1 from users where id = ${user._id} for update`);
        ownerLocked();
        await released;
        await tx.execute(sql`update tasks set status = 'finished' where id = ${task._id}`);
      });
      await locked;
      const deleting = call(auth, 'DELETE', `/api/tasks/${task._id}`);
      // The delete is under way once a backend waits for a lock (the owner's row, or before the fix, the
      // task's row already locked by the delete and the owner's row asked for by the counts' trigger).
      for (let waited = 0; ; waited += 1) {
        const [row] = await queryRows<{ n: number }>(
          ctx.db,
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (row?.n) break;
        if (waited > 200) throw new Error('the delete never waited for the toggle');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      letGo();
      await toggle;
      const deleted = await deleting;
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await ongoing(auth)).toEqual([]);
    },
  );

  it('credits every honest pomodoro once its focus time is claimed, whatever its length', async () => {
    const { auth } = await signUp(app, mailbox);
    const task = await add(auth, { estimatedPomodoros: 10 });
    // Nothing claimed yet: nothing to pay a pomodoro from.
    expect((await completePomodoro(auth, task._id, 180)).json()).toEqual({ task, credited: false });
    // A 3-minute pomodoro that ends 9 minutes after sign-up.
    clock.advance(6 * 60_000);
    await focus(auth, 180);
    expect((await completePomodoro(auth, task._id, 180)).json()).toEqual({
      task: { ...task, completedPomodoros: '1' },
      credited: true,
    });
    // Two 1-minute pomodoros in a row, then a third call with no focus claimed for it.
    await focus(auth, 60);
    expect((await completePomodoro(auth, task._id, 60)).json().credited).toBe(true);
    await focus(auth, 60);
    expect((await completePomodoro(auth, task._id, 60)).json().credited).toBe(true);
    expect((await completePomodoro(auth, task._id, 60)).json().credited).toBe(false);
    // 15-minute sprints, one after another.
    for (let i = 0; i < 3; i += 1) {
      await focus(auth, 15 * 60);
      expect((await completePomodoro(auth, task._id, 15 * 60)).json().credited).toBe(true);
    }
    // A 25-minute pomodoro claimed with 10 minutes of focus is refused, and changes nothing.
    await focus(auth, 10 * 60);
    expect((await completePomodoro(auth, task._id, 25 * 60)).json()).toMatchObject({
      credited: false,
      task: { completedPomodoros: '6' },
    });
    // A call that does not say how long its period was counts as a default 25-minute pomodoro.
    await focus(auth, 15 * 60);
    expect(
      (await call(auth, 'POST', '/api/tasks/complete-pomodoro', { taskId: task._id })).json(),
    ).toMatchObject({ credited: true, task: { completedPomodoros: '7' } });
    clock.set(new Date('2026-06-15T10:00:00Z'));
  });

  it('refuses a period length that is not a whole number of seconds within the timer', async () => {
    const { auth } = await signUp(app, mailbox);
    const task = await add(auth);
    for (const [seconds, message] of [
      [0, 'seconds must be at least 1'],
      [1.5, 'seconds must be a whole number'],
      ['60', 'seconds must be a number'],
      [9999 * 60 + 1, `seconds can be at most ${9999 * 60}`],
    ] as const) {
      const res = await call(auth, 'POST', '/api/tasks/complete-pomodoro', { taskId: task._id, seconds });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await ongoing(auth))[0]?.completedPomodoros).toBe('0');
  });

  it('credits a completed pomodoro to an ongoing task, one per claimed period per user', async () => {
    const { auth } = await signUp(app, mailbox);
    const a = await add(auth, { estimatedPomodoros: 2 });
    const b = await add(auth, { estimatedPomodoros: 1 });
    expect(await remaining(auth)).toBe(3);
    await focus(auth, 25 * 60);
    const first = await completePomodoro(auth, a._id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ task: { ...a, completedPomodoros: '1' }, credited: true });
    expect(await remaining(auth)).toBe(2);
    // That focus is used up, also for another task or after deleting and re-adding.
    expect((await completePomodoro(auth, b._id)).json()).toMatchObject({
      credited: false,
      task: { completedPomodoros: '0' },
    });
    await call(auth, 'DELETE', `/api/tasks/${a._id}`);
    const c = await add(auth);
    expect((await completePomodoro(auth, c._id)).json().credited).toBe(false);
    await focus(auth, 25 * 60);
    expect((await completePomodoro(auth, b._id)).json()).toMatchObject({
      credited: true,
      task: { completedPomodoros: '1' },
    });
    // More than the estimate is recorded; the remaining count never goes below 0 for that task.
    await focus(auth, 25 * 60);
    expect((await completePomodoro(auth, b._id)).json().task.completedPomodoros).toBe('2');
    expect(await remaining(auth)).toBe(2);
    // Concurrent calls for one claimed period credit once.
    await focus(auth, 25 * 60);
    const burst = await Promise.all([
      completePomodoro(auth, c._id),
      completePomodoro(auth, c._id),
      completePomodoro(auth, c._id),
    ]);
    expect(burst.filter((r) => r.json().credited)).toHaveLength(1);
    // Finished tasks collect nothing; bad bodies are refused.
    await call(auth, 'PATCH', `/api/tasks/${c._id}/toggle`);
    await focus(auth, 25 * 60);
    const done = await completePomodoro(auth, c._id);
    expect(done.statusCode).toBe(400);
    expect(done.json().message).toBe(TASK_MESSAGES.notOngoing);
    expect((await call(auth, 'POST', '/api/tasks/complete-pomodoro', {})).statusCode).toBe(400);
    clock.set(new Date('2026-06-15T10:00:00Z'));
  });

  it('refuses an unknown, malformed or finished task, due or not, and a closed session, crediting nothing', async () => {
    const user = await signUp(app, mailbox);
    const { auth } = user;
    const ongoingTask = await add(auth);
    const finishedTask = await add(auth);
    await call(auth, 'PATCH', `/api/tasks/${finishedTask._id}/toggle`);
    const credits = async () => {
      const [row] = await queryRows<{ credits: number; completed: number }>(
        app.ctx.db,
        sql`select (select count(*) from task_pomodoros where user_id = ${user.user._id})::int as credits,
          (select coalesce(sum(completed_pomodoros), 0) from tasks where user_id = ${user.user._id})::int as completed`,
      );
      return row;
    };
    const refusals = async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-task-id']) {
        const res = await completePomodoro(auth, id);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(TASK_MESSAGES.notFound);
      }
      const finished = await completePomodoro(auth, finishedTask._id);
      expect(finished.statusCode).toBe(400);
      expect(finished.json().message).toBe(TASK_MESSAGES.notOngoing);
    };
    await refusals(); // no focus claimed yet
    await focus(auth, 25 * 60);
    await refusals(); // one pomodoro's focus claimed
    expect(await credits()).toEqual({ credits: 0, completed: 0 });
    // The refusals used nothing up: the pomodoro due is still there for the ongoing task.
    expect((await completePomodoro(auth, ongoingTask._id)).json().credited).toBe(true);
    expect(await credits()).toEqual({ credits: 1, completed: 1 });

    await focus(auth, 25 * 60);
    expect((await call(auth, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    for (const id of [ongoingTask._id, 'not-a-task-id']) {
      const res = await completePomodoro(auth, id);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('sessionInvalid');
    }
    expect(await credits()).toEqual({ credits: 1, completed: 1 });
    clock.set(new Date('2026-06-15T10:00:00Z'));
  });

  it('pays task coins once per task with a pomodoro, at most 20 a day, through the ledger', async () => {
    const taskClock = createTestClock(new Date('2026-06-15T00:10:00Z'));
    const local = await createTestApp({ clock: taskClock });
    const user = await signUp(local.app, local.mailbox);
    const post = (payload: object) =>
      local.app.inject({ method: 'POST', url: '/api/tasks', headers: user.auth, payload });
    const toggle = async (id: string) =>
      (await local.app.inject({ method: 'PATCH', url: `/api/tasks/${id}/toggle`, headers: user.auth })).json()
        .coinsEarned as number;
    const pomodoro = (taskId: string) =>
      local.app.inject({
        method: 'POST',
        url: '/api/tasks/complete-pomodoro',
        headers: user.auth,
        payload: { taskId, seconds: 25 * 60 },
      });
    const focusOnTask = () => focusFor(local.app, taskClock, user.auth, 25 * 60);

    // No pomodoro, no coins.
    const idle = (await post({ taskName: 'idle', dueDate: '2026-06-15', estimatedPomodoros: 1 })).json().task;
    expect(await toggle(idle._id)).toBe(0);

    const earned: number[] = [];
    const paidIds: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      const task = (await post({ taskName: `t${i}`, dueDate: '2026-06-15', estimatedPomodoros: 1 })).json()
        .task;
      paidIds.push(task._id);
      await focusOnTask();
      await pomodoro(task._id);
      earned.push(await toggle(task._id));
      if (i === 0) {
        // Unchecking and checking again never pays twice.
        expect(await toggle(task._id)).toBe(0);
        expect(await toggle(task._id)).toBe(0);
      }
    }
    expect(earned).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0]);
    expect(await ledgerState(local.ctx, user.user._id)).toMatchObject({ coins: 20, ledger: 20, earned: 20 });
    // One 'task' ledger row per paid task, naming it; the finish past the cap has none but is marked paid.
    const rows = await queryRows<{ detail: string; delta: number }>(
      local.ctx.db,
      sql`select detail, delta from coin_ledger where user_id = ${user.user._id} and kind = 'task'
        order by created_at`,
    );
    expect(rows).toEqual(paidIds.slice(0, 10).map((id) => ({ detail: `task ${id}`, delta: 2 })));
    const [unpaid] = await queryRows<{ n: number }>(
      local.ctx.db,
      sql`select count(*)::int as n from tasks where id = ${paidIds[10]} and coins_awarded_at is not null`,
    );
    expect(unpaid?.n).toBe(1);
    // The day's statistics count the coins and the finishes (the idle task's included).
    const [day] = await queryRows<{ coins: number; tasks: number }>(
      local.ctx.db,
      sql`select sum(coins_earned)::int as coins, sum(tasks_finished)::int as tasks from stats_days
        where user_id = ${user.user._id}`,
    );
    expect(day).toEqual({ coins: 20, tasks: 12 });
  });

  it('serves the OpenAPI document with the task routes', async () => {
    const doc = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toContain('/api/tasks/reorder');
  });
});
