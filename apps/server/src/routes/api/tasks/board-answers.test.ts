import { POMODORO_CREDIT_INTERVAL_MS } from '@focus-room/core/api/tasks';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/database';
import type { UserRow } from '../../../repositories/users-repository';
import { boardAnswer, keptBoardAnswers } from '../../../services/tasks/board-answers';
import { listOngoing } from '../../../services/tasks/task-service';
import { signUp } from '../../../test/accounts';
import { createTestApp, createTestClock } from '../../../test/test-app';

type Headers = Record<string, string>;

/**
 * GET /api/tasks answers from a copy this process keeps when the board's version on the user row says it
 * is current (decision 058). Whatever changes the board, through any route or straight in the database (as
 * another instance or an admin's SQL would), the next read must answer the board as it is.
 */
describe('the board answers kept by version', async () => {
  const clock = createTestClock(new Date('2026-06-15T10:00:00Z'));
  const { app, ctx, mailbox } = await createTestApp({ clock });
  const call = (auth: Headers, method: string, url: string, payload?: object) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: auth,
      ...(payload === undefined ? {} : { payload }),
    });
  const board = async (auth: Headers) => {
    const res = await call(auth, 'GET', '/api/tasks');
    expect(res.statusCode).toBe(200);
    return res.json().ongoingTasks as { _id: string }[];
  };
  const taskIds = async (userId: string) =>
    (
      await queryRows<{ id: string }>(
        ctx.db,
        sql`select id from tasks where user_id = ${userId} order by created_at, id`,
      )
    ).map((row) => row.id);

  const pick = fc.nat(1000);
  const priority = fc.constantFrom('must do', 'can do');
  const name = fc
    .string({ minLength: 1, maxLength: 12 })
    .filter((s) => s.trim() !== '' && !s.includes('\u0000'));
  // Every way the board can change: the routes, and plain SQL on each field the answer shows or sorts by.
  const step = fc.oneof(
    fc.record({
      kind: fc.constant('add' as const),
      name,
      priority,
      estimate: fc.integer({ min: 0, max: 5 }),
    }),
    fc.record({
      kind: fc.constant('edit' as const),
      pick,
      name,
      priority,
      estimate: fc.integer({ min: 0, max: 5 }),
      dueInDays: fc.integer({ min: 0, max: 30 }),
    }),
    fc.record({ kind: fc.constant('toggle' as const), pick }),
    fc.record({ kind: fc.constant('delete' as const), pick }),
    fc.record({
      kind: fc.constant('drop' as const),
      moves: fc.array(fc.record({ pick, priority }), { minLength: 1, maxLength: 4 }),
    }),
    fc.record({ kind: fc.constant('credit' as const), pick }),
    fc.record({
      kind: fc.constant('sql' as const),
      pick,
      column: fc.constantFrom(
        'task_name',
        'due_date',
        'estimated_pomodoros',
        'completed_pomodoros',
        'priority',
        'position',
        'created_at',
        'status',
      ),
    }),
  );

  it('answers the board as it is after any sequence of changes', async () => {
    const { auth, user } = await signUp(app, mailbox);
    const userId = user._id;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        await ctx.db.execute(sql`delete from tasks where user_id = ${userId}`);
        expect(await board(auth)).toEqual([]);
        for (const [i, zone] of ['must do', 'must do', 'can do', 'can do'].entries()) {
          await ctx.db.execute(
            sql`insert into tasks (user_id, task_name, due_date, estimated_pomodoros, priority, position)
              values (${userId}, ${`Seeded ${i}`}, date '2026-06-20', 2, ${zone}, ${i % 2})`,
          );
        }
        for (const s of steps) {
          const ids = await taskIds(userId);
          const idAt = (n: number) => ids[n % Math.max(ids.length, 1)];
          const id = 'pick' in s ? idAt(s.pick) : undefined;
          if (s.kind === 'add') {
            await call(auth, 'POST', '/api/tasks', {
              taskName: s.name,
              dueDate: '2026-06-20',
              estimatedPomodoros: s.estimate,
              priority: s.priority,
            });
          } else if (s.kind === 'drop') {
            const orderedTasks = s.moves
              .map((move, order) => ({ id: idAt(move.pick), priority: move.priority, order }))
              .filter((move, i, all) => move.id && all.findIndex((m) => m.id === move.id) === i);
            await call(auth, 'PATCH', '/api/tasks/reorder', { orderedTasks });
          } else if (id && s.kind === 'edit') {
            await call(auth, 'PATCH', `/api/tasks/${id}/edit`, {
              taskName: s.name,
              dueDate: `2026-07-${String(1 + s.dueInDays).padStart(2, '0')}`,
              estimatedPomodoros: s.estimate,
              priority: s.priority,
            });
          } else if (id && s.kind === 'toggle') {
            await call(auth, 'PATCH', `/api/tasks/${id}/toggle`);
          } else if (id && s.kind === 'delete') {
            await call(auth, 'DELETE', `/api/tasks/${id}`);
          } else if (id && s.kind === 'credit') {
            clock.advance(POMODORO_CREDIT_INTERVAL_MS);
            await call(auth, 'POST', '/api/tasks/complete-pomodoro', { taskId: id });
          } else if (id && s.kind === 'sql') {
            const change = {
              task_name: sql`task_name = task_name || '!'`,
              due_date: sql`due_date = due_date + 1`,
              estimated_pomodoros: sql`estimated_pomodoros = estimated_pomodoros + 1`,
              completed_pomodoros: sql`completed_pomodoros = completed_pomodoros + 1`,
              priority: sql`priority = case when priority = 'must do' then 'can do' else 'must do' end`,
              position: sql`position = 0`,
              created_at: sql`created_at = created_at - interval '1 day'`,
              status: sql`status = case when status = 'ongoing' then 'finished' else 'ongoing' end,
                finished_at = case when status = 'ongoing' then now() end`,
            }[s.column];
            await ctx.db.execute(sql`update tasks set ${change} where id = ${id}`);
          }
          expect(await board(auth)).toEqual(await listOngoing(ctx, userId));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('serves the kept answer while the version stands, and the new board once it moves', async () => {
    const { auth, user } = await signUp(app, mailbox);
    const add = await call(auth, 'POST', '/api/tasks', {
      taskName: 'Kept',
      dueDate: '2026-06-20',
      estimatedPomodoros: 2,
      priority: 'must do',
    });
    const id = add.json().task._id as string;
    const before = keptBoardAnswers(ctx.db);
    expect((await board(auth)).map((t) => t._id)).toEqual([id]);
    expect(keptBoardAnswers(ctx.db)).toBe(before + 1);
    // The same change with the triggers off leaves the version where it was, so the kept answer, not the
    // row, is what the next read sends: proof that reads are served from it.
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update tasks set task_name = 'Behind the version' where id = ${id}`);
    });
    expect((await board(auth))[0]).toMatchObject({ taskName: 'Kept' });
    await ctx.db.execute(sql`update tasks set task_name = 'Seen' where id = ${id}`);
    expect((await board(auth))[0]).toMatchObject({ taskName: 'Seen' });
    const [row] = await queryRows<{ version: string }>(
      ctx.db,
      sql`select board_version::text as version from users where id = ${user._id}`,
    );
    expect(Number(row?.version)).toBeGreaterThan(0);
  });

  it('follows the keys the board sorts by but does not show', async () => {
    const { auth, user } = await signUp(app, mailbox);
    for (const [name, minute] of [
      ['first', 1],
      ['second', 2],
    ] as const) {
      await ctx.db.execute(
        sql`insert into tasks (user_id, task_name, due_date, estimated_pomodoros, priority, position, created_at)
          values (${user._id}, ${name}, date '2026-06-20', 1, 'must do', 0,
            timestamptz '2026-06-15T09:00:00Z' + ${minute} * interval '1 minute')`,
      );
    }
    const names = async () => (await board(auth)).map((t) => (t as { taskName?: string }).taskName);
    expect(await names()).toEqual(['first', 'second']);
    // Same rank: the creation time decides.
    await ctx.db.execute(
      sql`update tasks set created_at = created_at - interval '1 hour' where user_id = ${user._id} and task_name = 'second'`,
    );
    expect(await names()).toEqual(['second', 'first']);
    await ctx.db.execute(
      sql`update tasks set position = 1 where user_id = ${user._id} and task_name = 'second'`,
    );
    expect(await names()).toEqual(['first', 'second']);
  });

  // Migration 0025: a drop that has moved its user's version names the user in focus.board_version_moved
  // while it writes the ranks, and the tasks trigger skips that user's changes to what the board only shows.
  it("skips only the named user's board-only changes while a drop names it", async () => {
    const named = await signUp(app, mailbox);
    const other = await signUp(app, mailbox);
    for (const [auth, taskName] of [
      [named.auth, 'Named'],
      [named.auth, 'Named too'],
      [other.auth, 'Other'],
    ] as const) {
      const res = await call(auth, 'POST', '/api/tasks', {
        taskName,
        dueDate: '2026-06-20',
        estimatedPomodoros: 3,
        priority: 'must do',
      });
      expect(res.statusCode).toBe(201);
    }
    const figures = async (userId: string, db: Parameters<typeof queryRows>[0] = ctx.db) =>
      (
        await queryRows<{ version: string; finished: number; remaining: number }>(
          db,
          sql`select board_version as version, tasks_finished as finished, remaining_pomodoros as remaining
            from users where id = ${userId}`,
        )
      )[0];
    const before = { named: await figures(named.user._id), other: await figures(other.user._id) };
    const after = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('focus.board_version_moved', ${named.user._id}, true)`);
      const version = async (userId: string) => (await figures(userId, tx))?.version;
      // The named user's rank: skipped, the version stays.
      await tx.execute(sql`update tasks set position = position + 1 where user_id = ${named.user._id}`);
      const rankSkipped = (await version(named.user._id)) === before.named?.version;
      // Another user's rank: the trigger runs.
      await tx.execute(sql`update tasks set position = position + 1 where user_id = ${other.user._id}`);
      const otherMoved = (await version(other.user._id)) !== before.other?.version;
      // The named user's estimate and status keep their counts.
      await tx.execute(
        sql`update tasks set estimated_pomodoros = 5 where user_id = ${named.user._id} and task_name = 'Named'`,
      );
      const remaining = (await figures(named.user._id, tx))?.remaining;
      await tx.execute(
        sql`update tasks set status = 'finished' where user_id = ${named.user._id} and task_name = 'Named'`,
      );
      return { rankSkipped, otherMoved, remaining, named: await figures(named.user._id, tx) };
    });
    expect(after).toMatchObject({ rankSkipped: true, otherMoved: true, remaining: 8 });
    expect(after.named?.finished).toBe((before.named?.finished ?? 0) + 1);
    expect(after.named?.remaining).toBe(3);
    expect(after.named?.version).not.toBe(before.named?.version);
    // The setting ends with its transaction: the next rank change moves the version again.
    const next = await figures(named.user._id);
    await ctx.db.execute(sql`update tasks set position = position + 1 where user_id = ${named.user._id}`);
    expect((await figures(named.user._id))?.version).not.toBe(next?.version);
  });

  it('reads the board again when the kept answer was replaced after the statement', async () => {
    const { auth, user } = await signUp(app, mailbox);
    await call(auth, 'POST', '/api/tasks', {
      taskName: 'Raced',
      dueDate: '2026-06-20',
      estimatedPomodoros: 1,
      priority: 'can do',
    });
    const expected = { ongoingTasks: await listOngoing(ctx, user._id) };
    // What the route holds when the statement found the kept version current but the store has since
    // moved on (another request of the user kept a newer answer): nothing kept at this version.
    const [row] = await queryRows<UserRow>(ctx.db, sql`select id from users where id = ${user._id}`);
    const body = await boardAnswer(ctx.db, { ...(row as UserRow), boardVersion: -7 }, null);
    expect(JSON.parse(body.toString())).toEqual(expected);
  });
});
