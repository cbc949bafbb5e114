import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/database';
import { ongoingTasksJsonOf } from '../../../repositories/tasks-repository';
import { logIn, signUp } from '../../../test/accounts';
import { allAtOnce as allAtOnceHeld, holdQueriesBack } from '../../../test/held-queries';
import { addTasks as addTasksThroughRoute } from '../../../test/tasks';
import { createTestApp, createTestClock } from '../../../test/test-app';

type Headers = Record<string, string>;
type Board = { ongoingTasks: { taskName: string; priority: string }[] };

/**
 * Drops that arrive while two are at the database leave together in one statement (decision 059, migrations
 * 0022 and 0023). The outcome must be what the same drops sent one by one give: each board as its last drop left it,
 * each answer the board just after its own drop, a closed session refused, a foreign task not found, and one
 * failing drop failing alone.
 */
describe('drops committed together', async () => {
  const clock = createTestClock(new Date('2026-06-15T10:00:00Z'));
  const { app, ctx, mailbox } = await createTestApp({ clock });

  // Every call at once, with queries held back so batches form (test/held-queries.ts).
  const allAtOnce = <T>(calls: (() => Promise<T>)[], inBatch: string[] = []) =>
    allAtOnceHeld(ctx.db, 'reorder_tasks_along_sessions(', calls, inBatch);

  const addTasks = (auth: Headers, names: string[]) => addTasksThroughRoute(app, auth, names);
  const drop = (auth: Headers, orderedTasks: { id: string; priority: string; order: number }[]) =>
    app.inject({ method: 'PATCH', url: '/api/tasks/reorder', headers: auth, payload: { orderedTasks } });
  // A token's session id, from its claims.
  const sessionOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).sid as string;
  const shown = (board: Board) =>
    board.ongoingTasks.map((t) => `${t.priority === 'must do' ? 'M' : 'C'}:${t.taskName}`);

  // With the boards read first, each user's first drop is planned from the kept board (decision 061) and
  // the two after it, sent before it was answered, find the version moved and are planned in PostgreSQL.
  it.each([
    ['', false],
    [', boards read first', true],
  ])(
    'gives what one-by-one drops give, each answer its own board, in fewer statements%s',
    async (_, readFirst) => {
      const users = await Promise.all([0, 1, 2, 3].map(() => signUp(app, mailbox)));
      // Task names carry the user's number, so a board handed to the wrong request shows.
      const boards = await Promise.all(
        users.map((u, i) =>
          addTasks(
            u.auth,
            ['a', 'b', 'c'].map((n) => `${n}${i}`),
          ),
        ),
      );
      // Per user: c, a, b in Must Do; then b alone to Can Do (a partial list); then a to the top.
      const calls = [0, 1, 2].flatMap((step) =>
        users.map((u, i) => {
          const [a, b, c] = boards[i] as [string, string, string];
          const items = [
            [
              { id: c, priority: 'must do', order: 0 },
              { id: a, priority: 'must do', order: 1 },
              { id: b, priority: 'must do', order: 2 },
            ],
            [{ id: b, priority: 'can do', order: 0 }],
            [
              { id: a, priority: 'must do', order: 0 },
              { id: c, priority: 'must do', order: 1 },
            ],
          ][step] as { id: string; priority: string; order: number }[];
          return [u.auth, i, step, items] as const;
        }),
      );
      if (readFirst)
        for (const u of users) await app.inject({ method: 'GET', url: '/api/tasks', headers: u.auth });
      const answers = await allAtOnce(
        calls.map(
          ([auth, , , items]) =>
            () =>
              drop(auth, items),
        ),
        // A batch item with the server's plan, as the statement's JSON argument shows it.
        readFirst ? ['\\"places\\":[{'] : [],
      );
      expect(answers.map((a) => a.statusCode)).toEqual(calls.map(() => 200));
      for (const [n, [, i, step]] of calls.entries()) {
        const expected = [
          [`M:c${i}`, `M:a${i}`, `M:b${i}`],
          [`M:c${i}`, `M:a${i}`, `C:b${i}`],
          [`M:a${i}`, `M:c${i}`, `C:b${i}`],
        ][step];
        expect(shown(answers[n]?.json() as Board), `user ${i}, drop ${step}`).toEqual(expected);
      }
      for (const [i, u] of users.entries()) {
        const read = await app.inject({ method: 'GET', url: '/api/tasks', headers: u.auth });
        expect(shown(read.json() as Board)).toEqual([`M:a${i}`, `M:c${i}`, `C:b${i}`]);
      }
    },
  );

  // A batch commits at one transaction id, so two drops of one user in it end at one version: only the
  // last may keep its board, or a later read could be served the board between the two (migration 0023).
  it("keeps the board of a user's last drop in a batch, not an earlier one's", async () => {
    const [filler, second, owner] = await Promise.all([1, 2, 3].map(() => signUp(app, mailbox)));
    if (!filler || !second || !owner) throw new Error('sign-up failed');
    const [f1] = await addTasks(filler.auth, ['f1']);
    const [f2] = await addTasks(second.auth, ['f2']);
    const [a, b, c] = (await addTasks(owner.auth, ['a', 'b', 'c'])) as [string, string, string];
    // Another device of the same user. Past a minute, the first device's drop records a use of its
    // session before it answers, so the second device's answer is kept first.
    const device = await logIn(app, owner);
    clock.advance(2 * 60_000);
    await app.inject({ method: 'GET', url: '/api/tasks', headers: device.auth });
    const place = (ids: string[]) => ids.map((id, order) => ({ id, priority: 'must do', order }));
    const held = holdQueriesBack(ctx.db);
    let answers: Awaited<ReturnType<typeof drop>>[];
    try {
      answers = await Promise.all([
        drop(filler.auth, [{ id: f1 as string, priority: 'can do', order: 0 }]),
        drop(second.auth, [{ id: f2 as string, priority: 'can do', order: 0 }]),
        drop(owner.auth, place([c, a, b])),
        drop(device.auth, place([b, c, a])),
      ]);
      // Both of the user's drops left in one batch.
      const batches = held.sent('reorder_tasks_along_sessions(');
      const [first, other] = [sessionOf(owner.token), sessionOf(device.token)];
      expect(batches.some((text) => text.includes(first) && text.includes(other))).toBe(true);
    } finally {
      held.restore();
    }
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(shown(answers[2]?.json() as Board)).toEqual(['M:c', 'M:a', 'M:b']);
    expect(shown(answers[3]?.json() as Board)).toEqual(['M:b', 'M:c', 'M:a']);
    const read = await app.inject({ method: 'GET', url: '/api/tasks', headers: owner.auth });
    expect(read.body).toBe(`{"ongoingTasks":${await ongoingTasksJsonOf(ctx.db, owner.user._id)}}`);
    expect(shown(read.json() as Board)).toEqual(['M:b', 'M:c', 'M:a']);
  });

  /** Whether the batch item of `session`'s drop carried the client's list (its `items`, not null). */
  const sentWithList = (batches: string[], session: string) => {
    const text = batches.find((t) => t.includes(session)) ?? '';
    const item = text.slice(text.indexOf(session));
    const key = 'items\\":';
    return item.slice(item.indexOf(key) + key.length).startsWith('[');
  };

  // Migration 0026: a planned drop leaves without its list; when its kept board has moved it answers
  // 'moved' and is sent again alone, list included. The board it then keeps remembers that, so the user's
  // next plan goes with its list, and is planned in the batch if the board has moved again.
  it('sends a drop whose kept board moved again alone, and the next plan with its list', async () => {
    const [first, second, owner] = await Promise.all([1, 2, 3].map(() => signUp(app, mailbox)));
    if (!first || !second || !owner) throw new Error('sign-up failed');
    const [f1] = await addTasks(first.auth, ['f1']);
    const [, g2] = await addTasks(second.auth, ['f2', 'g2']);
    const [a, b, c] = (await addTasks(owner.auth, ['a', 'b', 'c'])) as [string, string, string];
    await app.inject({ method: 'GET', url: '/api/tasks', headers: owner.auth });
    // The board moves after the kept read (another tab adds a task).
    await addTasks(owner.auth, ['d']);
    const place = (ids: string[]) => ids.map((id, order) => ({ id, priority: 'must do', order }));
    const ownerSession = sessionOf(owner.token);
    // The first drop leaves alone; the two after it leave in one batch.
    const round = async (ownerIds: string[], secondZone: string) => {
      const held = holdQueriesBack(ctx.db);
      try {
        const answers = await Promise.all([
          drop(first.auth, [{ id: f1 as string, priority: secondZone, order: 0 }]),
          drop(owner.auth, place(ownerIds)),
          drop(second.auth, [{ id: g2 as string, priority: secondZone, order: 0 }]),
        ]);
        expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
        const batches = held.sent('reorder_tasks_along_sessions(');
        return {
          board: shown(answers[1]?.json() as Board),
          withList: sentWithList(batches, ownerSession),
          sentAlone: held.sent('reorder_tasks_along_session(').filter((t) => t.includes(ownerSession)).length,
        };
      } finally {
        held.restore();
      }
    };
    // Planned from the board before "d": sent without its list, found moved, sent again alone.
    expect(await round([c, a, b], 'can do')).toEqual({
      board: ['M:c', 'M:a', 'M:b', 'M:d'],
      withList: false,
      sentAlone: 1,
    });
    // The next plan goes with its list; the board had not moved again, so the plan stood.
    expect(await round([a, c, b], 'must do')).toEqual({
      board: ['M:a', 'M:c', 'M:b', 'M:d'],
      withList: true,
      sentAlone: 0,
    });
    // From the board that plan left, the list stays home again.
    expect(await round([b, a, c], 'can do')).toEqual({
      board: ['M:b', 'M:a', 'M:c', 'M:d'],
      withList: false,
      sentAlone: 0,
    });
    // The other users' drops were written once each, in the batch.
    const read = await app.inject({ method: 'GET', url: '/api/tasks', headers: second.auth });
    expect(shown(read.json() as Board)).toEqual(['M:f2', 'C:g2']);
  });

  // A drop sent again alone after its batch committed fails alone: the batch's other drops, already written,
  // are not sent again.
  it('lets a drop sent again after its batch fail alone', async () => {
    const [first, second, owner] = await Promise.all([1, 2, 3].map(() => signUp(app, mailbox)));
    if (!first || !second || !owner) throw new Error('sign-up failed');
    const [f1] = await addTasks(first.auth, ['f1']);
    const [f2] = await addTasks(second.auth, ['f2']);
    const [boom, fine] = (await addTasks(owner.auth, ['Boom', 'fine'])) as [string, string];
    await app.inject({ method: 'GET', url: '/api/tasks', headers: owner.auth });
    await addTasks(owner.auth, ['moves the board']);
    await ctx.db.execute(sql`create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.task_name = 'Boom' and new.position = 1 then raise exception 'refused'; end if;
      return new; end $$`);
    await ctx.db.execute(
      sql`create trigger refuse_boom before update on tasks for each row execute function refuse_boom()`,
    );
    const held = holdQueriesBack(ctx.db);
    let statuses: number[];
    let alone: string[];
    try {
      const answers = await Promise.all([
        drop(first.auth, [{ id: f1 as string, priority: 'can do', order: 0 }]),
        drop(owner.auth, [
          { id: fine, priority: 'must do', order: 0 },
          { id: boom, priority: 'must do', order: 1 },
        ]),
        drop(second.auth, [{ id: f2 as string, priority: 'can do', order: 0 }]),
      ]);
      statuses = answers.map((res) => res.statusCode);
      alone = held.sent('reorder_tasks_along_session(');
    } finally {
      held.restore();
      await ctx.db.execute(sql`drop trigger refuse_boom on tasks`);
      await ctx.db.execute(sql`drop function refuse_boom()`);
    }
    expect(statuses).toEqual([200, 500, 200]);
    // Sent alone: the first drop (before the batch) and the owner's; never the second user's again.
    expect(alone.filter((t) => t.includes(sessionOf(second.token)))).toEqual([]);
    expect(alone.filter((t) => t.includes(sessionOf(owner.token)))).toHaveLength(1);
    const read = await app.inject({ method: 'GET', url: '/api/tasks', headers: second.auth });
    expect(shown(read.json() as Board)).toEqual(['C:f2']);
  });

  it("refuses a closed session and another user's task in a batch, and lets one failing drop fail alone", async () => {
    const [filler, second, open, closed, failing, other] = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => signUp(app, mailbox)),
    );
    if (!filler || !second || !open || !closed || !failing || !other) throw new Error('sign-up failed');
    const [a, b] = await addTasks(open.auth, ['a', 'b']);
    const [closedTask] = await addTasks(closed.auth, ['closed']);
    const [boom, fine] = await addTasks(failing.auth, ['Boom', 'fine']);
    const [f1] = await addTasks(filler.auth, ['f1']);
    const [f2] = await addTasks(second.auth, ['f2']);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: closed.auth });
    // A trigger that refuses one task's change stands in for any error PostgreSQL reports in a batch.
    await ctx.db.execute(sql`create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.task_name = 'Boom' and new.priority = 'can do' then raise exception 'refused'; end if;
      return new; end $$`);
    await ctx.db.execute(
      sql`create trigger refuse_boom before update on tasks for each row execute function refuse_boom()`,
    );
    let statuses: number[];
    try {
      // The first two drops leave alone; the five after them wait and leave in one batch.
      const answers = await allAtOnce(
        [
          () => drop(filler.auth, [{ id: f1 as string, priority: 'can do', order: 0 }]),
          () => drop(second.auth, [{ id: f2 as string, priority: 'can do', order: 0 }]),
          () => drop(open.auth, [{ id: b as string, priority: 'must do', order: 0 }]),
          () => drop(failing.auth, [{ id: boom as string, priority: 'can do', order: 0 }]),
          () => drop(closed.auth, [{ id: closedTask as string, priority: 'can do', order: 0 }]),
          () => drop(other.auth, [{ id: fine as string, priority: 'can do', order: 0 }]),
          () => drop(open.auth, [{ id: a as string, priority: 'can do', order: 0 }]),
        ],
        [failing.user._id, closed.user._id, other.user._id],
      );
      statuses = answers.map((res) => res.statusCode);
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_boom on tasks`);
      await ctx.db.execute(sql`drop function refuse_boom()`);
    }
    expect(statuses).toEqual([200, 200, 200, 500, 401, 404, 200]);
    const rows = await queryRows<{ task_name: string; priority: string; position: number }>(
      ctx.db,
      sql`select task_name, priority, position from tasks
        where user_id in (${open.user._id}, ${closed.user._id}, ${failing.user._id}, ${other.user._id})
        order by task_name`,
    );
    expect(rows.map((r) => `${r.task_name}:${r.priority}`)).toEqual([
      'Boom:must do',
      'a:can do',
      'b:must do',
      'closed:must do',
      'fine:must do',
    ]);
  });
});
