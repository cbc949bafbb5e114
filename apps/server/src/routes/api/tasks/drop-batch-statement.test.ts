import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/database';
import { signUp } from '../../../test/accounts';
import { addTasks } from '../../../test/tasks';
import { createTestApp, createTestClock } from '../../../test/test-app';

type Outcome = { n: number; outcome: string; ongoing_tasks: string | null; board_version: string | null };
type Place = { id: string; priority: string; position: number };

/**
 * The statement a batch of drops is sent in (function reorder_tasks_along_sessions, migration 0026), called
 * as a server of this release or of the previous one calls it. The ranks of the drops whose plan stood are
 * written together at the end; a drop planned in PostgreSQL first sees the ranks of the drops before it; a
 * drop whose kept version has moved and that carries no list answers 'moved', and so does every later drop
 * of its user, so that the server, sending them again one by one, still applies them in order.
 */
describe('the drop batch statement', async () => {
  const clock = createTestClock(new Date('2026-06-15T10:00:00Z'));
  const { app, ctx, mailbox } = await createTestApp({ clock });

  const sessionOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).sid as string;

  /** A user with tasks a, b, c in Must Do, ranked 0, 1, 2, and the board's version. */
  async function userWithBoard() {
    const account = await signUp(app, mailbox);
    const ids = (await addTasks(app, account.auth, ['a', 'b', 'c'])) as [string, string, string];
    await ctx.db.execute(sql`update tasks set position = case id
        when ${ids[0]}::uuid then 0 when ${ids[1]}::uuid then 1 else 2 end
      where user_id = ${account.user._id}`);
    return { ...account, ids, session: sessionOf(account.token), version: await versionOf(account.user._id) };
  }
  const versionOf = async (userId: string) =>
    Number(
      (
        await queryRows<{ v: string }>(ctx.db, sql`select board_version as v from users where id = ${userId}`)
      )[0]?.v,
    );
  const order = async (userId: string) =>
    (
      await queryRows<{ name: string }>(
        ctx.db,
        sql`select task_name as name from tasks where user_id = ${userId} and status = 'ongoing'
          order by priority desc, position, created_at, id`,
      )
    ).map((row) => row.name);
  const mustDo = (ids: string[]): Place[] =>
    ids.map((id, position) => ({ id, priority: 'must do', position }));

  type User = Awaited<ReturnType<typeof userWithBoard>>;
  const item = (u: User, drop: { keptVersion?: number; places?: Place[]; items?: string[] }) => ({
    session_id: u.session,
    user_id: u.user._id,
    now: clock.now().toISOString(),
    idle_since: new Date(clock.now().getTime() - 3_600_000).toISOString(),
    touch_before: new Date(clock.now().getTime() - 60_000).toISOString(),
    kept_version: drop.keptVersion ?? null,
    places: drop.places ?? null,
    items: drop.items ? drop.items.map((id, i) => ({ id, priority: 'must do', order: i })) : null,
  });
  // The rows in the items' order (the statement answers them in its users' order).
  const batch = async (items: object[]) =>
    (
      await queryRows<Outcome>(
        ctx.db,
        sql`select n, outcome, ongoing_tasks, board_version::text from reorder_tasks_along_sessions(${JSON.stringify(items)}::jsonb)`,
      )
    ).sort((a, b) => a.n - b.n);

  it("writes the plans that stood together, each only for its own user's tasks", async () => {
    const [one, two] = [await userWithBoard(), await userWithBoard()];
    const rows = await batch([
      item(one, { keptVersion: one.version, places: mustDo([one.ids[2], one.ids[0], one.ids[1]]) }),
      // A place naming another user's task moves nothing of theirs.
      item(two, {
        keptVersion: two.version,
        places: [...mustDo([two.ids[1], two.ids[0]]), { id: one.ids[1], priority: 'can do', position: 9 }],
      }),
    ]);
    expect(rows.map((r) => [r.n, r.outcome, r.ongoing_tasks])).toEqual([
      [1, 'ok', null],
      [2, 'ok', null],
    ]);
    expect(await order(one.user._id)).toEqual(['c', 'a', 'b']);
    expect(await order(two.user._id)).toEqual(['b', 'a', 'c']);
    // The statement moved each version once, itself: the ranks did not move them again.
    const [v1, v2] = [await versionOf(one.user._id), await versionOf(two.user._id)];
    expect(v1).toBe(v2);
    expect(rows.map((r) => Number(r.board_version))).toEqual([v1, v2]);
  });

  it("answers 'moved' for a plan made from a moved board without a list, and for the user's later drops", async () => {
    const u = await userWithBoard();
    const rows = await batch([
      item(u, { keptVersion: u.version - 1, places: mustDo([u.ids[2], u.ids[1], u.ids[0]]) }),
      // Planned from the board as it is, but after a drop that must apply first.
      item(u, { keptVersion: u.version, places: mustDo([u.ids[1], u.ids[0], u.ids[2]]) }),
      item(u, { items: [u.ids[0]] }),
    ]);
    expect(rows.map((r) => [r.n, r.outcome])).toEqual([
      [1, 'moved'],
      [2, 'moved'],
      [3, 'moved'],
    ]);
    expect(await order(u.user._id)).toEqual(['a', 'b', 'c']);
    expect(await versionOf(u.user._id)).toBe(u.version);
  });

  it('plans from the list, as the previous release sends it, on the ranks written before it', async () => {
    const u = await userWithBoard();
    const rows = await batch([
      item(u, { keptVersion: u.version, places: mustDo([u.ids[2], u.ids[0], u.ids[1]]) }),
      // The previous release sends its list beside its plan; its kept version has moved (by the drop
      // before it), so PostgreSQL plans it from the list, on the board the first drop left.
      item(u, { keptVersion: u.version, places: mustDo([u.ids[1], u.ids[0], u.ids[2]]), items: [u.ids[1]] }),
    ]);
    expect(rows.map((r) => [r.n, r.outcome])).toEqual([
      [1, 'ok'],
      [2, 'ok'],
    ]);
    expect(JSON.parse(rows[1]?.ongoing_tasks as string).map((t: { taskName: string }) => t.taskName)).toEqual(
      ['b', 'c', 'a'],
    );
    expect(await order(u.user._id)).toEqual(['b', 'c', 'a']);
    // Two drops of one user end at one version: only the last one's answer may be kept.
    expect(rows.map((r) => r.board_version === null)).toEqual([true, false]);
  });
});
