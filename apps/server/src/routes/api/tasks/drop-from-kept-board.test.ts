import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/database';
import { ongoingTasksJsonOf } from '../../../repositories/tasks-repository';
import { signUp } from '../../../test/accounts';
import { createTestApp, createTestClock } from '../../../test/test-app';

type Headers = Record<string, string>;
type Listed = { _id: string; taskName: string; priority: string };

/**
 * A drop planned from the board this process keeps (decision 061): PostgreSQL writes the server's plan only
 * while the board's version is the one the kept board was read at, and the answer, written here from the
 * kept board, is the text PostgreSQL writes. reorder-plan.test.ts holds both plans to applyReorder for any
 * board; this file shows which plan ran, and that a stale kept board is never planned from.
 */
describe('a drop planned from the kept board', async () => {
  const clock = createTestClock(new Date('2026-06-15T10:00:00Z'));
  const { app, ctx, mailbox } = await createTestApp({ clock });

  const board = async (auth: Headers) => {
    const res = await app.inject({ method: 'GET', url: '/api/tasks', headers: auth });
    expect(res.statusCode).toBe(200);
    return res.json().ongoingTasks as Listed[];
  };
  const drop = (auth: Headers, orderedTasks: { id: string; priority: string; order: number }[]) =>
    app.inject({ method: 'PATCH', url: '/api/tasks/reorder', headers: auth, payload: { orderedTasks } });
  const listOf = (ids: string[], priority = 'must do') => ids.map((id, order) => ({ id, priority, order }));
  const addTask = async (userId: string, name: string, position: number, status = 'ongoing') => {
    const [row] = await queryRows<{ id: string }>(
      ctx.db,
      sql`insert into tasks (user_id, task_name, due_date, estimated_pomodoros, priority, status, position,
          finished_at)
        values (${userId}, ${name}, date '2026-06-20', 2, 'must do', ${status}, ${position},
          ${status === 'finished' ? sql`now()` : null})
        returning id`,
    );
    return row?.id as string;
  };
  /** A change with the triggers off: the board's version stays, so only a kept board can hide it. */
  const renameBehindTheVersion = (id: string, name: string) =>
    ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update tasks set task_name = ${name} where id = ${id}`);
    });

  it('writes the plan made from the kept board and answers the text PostgreSQL writes', async () => {
    const { auth, user } = await signUp(app, mailbox);
    // Names that must be escaped in JSON, and characters past ASCII.
    const names = ['Quote " and \\ slash', 'Tab\tand\nnewline', 'Control \u0001 char', 'Été 📚 </script>'];
    const ids: string[] = [];
    for (const [i, name] of names.entries()) ids.push(await addTask(user._id, name, i));
    expect((await board(auth)).map((t) => t._id)).toEqual(ids);

    // Reversed, the last task dropped into the other zone.
    const listed = [
      ...listOf([ids[2], ids[1], ids[0]] as string[]),
      { id: ids[3] as string, priority: 'can do', order: 0 },
    ];
    const first = await drop(auth, listed);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.body).toBe(`{"ongoingTasks":${await ongoingTasksJsonOf(ctx.db, user._id)}}`);
    const stored = await queryRows<{ id: string; priority: string; position: number }>(
      ctx.db,
      sql`select id, priority, position from tasks where user_id = ${user._id} order by priority desc, position`,
    );
    expect(stored).toEqual([
      { id: ids[2], priority: 'must do', position: 0 },
      { id: ids[1], priority: 'must do', position: 1 },
      { id: ids[0], priority: 'must do', position: 2 },
      { id: ids[3], priority: 'can do', position: 0 },
    ]);

    // The drop kept its answer at the new version: a rename behind the version shows in neither the next
    // drop's answer nor the next read, which shows both were made from the kept board.
    await renameBehindTheVersion(ids[0] as string, 'Renamed behind the version');
    const second = await drop(auth, listOf([ids[0], ids[2], ids[1]] as string[]));
    expect(second.statusCode).toBe(200);
    const answered = second.json().ongoingTasks as Listed[];
    expect(answered.map((t) => t._id)).toEqual([ids[0], ids[2], ids[1], ids[3]]);
    expect(answered[0]?.taskName).toBe(names[0]);
    expect((await board(auth))[0]?.taskName).toBe(names[0]);
  });

  it('plans in PostgreSQL once the board moved since the kept read', async () => {
    const { auth, user } = await signUp(app, mailbox);
    const a = await addTask(user._id, 'A', 0);
    const b = await addTask(user._id, 'B', 1);
    await board(auth);
    // Another instance (or an admin) adds a task and renames one: the version moves.
    const c = await addTask(user._id, 'C', 2);
    await ctx.db.execute(sql`update tasks set task_name = 'A, renamed' where id = ${a}`);
    const res = await drop(auth, listOf([b, a]));
    expect(res.statusCode).toBe(200);
    // The task the kept board did not show follows the named ones, and the rename shows.
    expect(res.json().ongoingTasks.map((t: Listed) => [t._id, t.taskName])).toEqual([
      [b, 'B'],
      [a, 'A, renamed'],
      [c, 'C'],
    ]);
    expect(res.body).toBe(`{"ongoingTasks":${await ongoingTasksJsonOf(ctx.db, user._id)}}`);
  });

  it('plans in PostgreSQL a list naming a task the kept board does not show', async () => {
    const { auth, user } = await signUp(app, mailbox);
    const a = await addTask(user._id, 'A', 0);
    const done = await addTask(user._id, 'Done', 1, 'finished');
    await board(auth);
    await renameBehindTheVersion(a, 'A, renamed behind the version');
    // A finished task named in the list takes the zone and order it was dropped at (decision 054).
    const res = await drop(auth, [
      { id: done, priority: 'can do', order: 5 },
      { id: a, priority: 'must do', order: 0 },
    ]);
    expect(res.statusCode).toBe(200);
    // Built by PostgreSQL: the rename the kept board hid is in the answer.
    expect(res.json().ongoingTasks).toMatchObject([{ _id: a, taskName: 'A, renamed behind the version' }]);
    const [finished] = await queryRows<{ priority: string; position: number }>(
      ctx.db,
      sql`select priority, position from tasks where id = ${done}`,
    );
    expect(finished).toEqual({ priority: 'can do', position: 5 });
  });

  it("refuses another user's task with a kept board, and writes nothing", async () => {
    const owner = await signUp(app, mailbox);
    const other = await signUp(app, mailbox);
    const a = await addTask(owner.user._id, 'A', 0);
    const b = await addTask(owner.user._id, 'B', 1);
    const theirs = await addTask(other.user._id, 'Theirs', 0);
    await board(owner.auth);
    const res = await drop(owner.auth, listOf([b, theirs, a]));
    expect(res.statusCode).toBe(404);
    const rows = await queryRows<{ id: string; position: number }>(
      ctx.db,
      sql`select id, position from tasks where id in (${a}, ${b}, ${theirs}) order by position, task_name`,
    );
    expect(rows).toEqual([
      { id: a, position: 0 },
      { id: theirs, position: 0 },
      { id: b, position: 1 },
    ]);
    expect((await board(owner.auth)).map((t) => t._id)).toEqual([a, b]);
  });
});
