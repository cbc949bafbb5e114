import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../repositories/transaction';
import { openTestDatabase } from '../test/test-database';
import { type Database, queryRows } from './database';

// Migration 0013 (decision 045): the rows every credit and every drag update are rewritten as heap-only
// tuples (the new version on the same page, no index entry), on both engines. Counted with the
// transaction's own statistics, which, unlike pg_stat_user_tables, are exact at once; before and after
// the work, as the embedded engine also counts there what its earlier transactions had not yet reported.
describe('heap-only updates', async () => {
  const { db, close } = await openTestDatabase();
  afterAll(close);

  /** Updates and heap-only updates of `table` made by `work`, in one transaction. */
  const countUpdates = (table: string, work: (tx: Database) => Promise<unknown>) =>
    inTransaction(db, async (tx) => {
      const read = async () => {
        const [row] = await queryRows<{ updates: number; heapOnly: number }>(
          tx,
          sql`select n_tup_upd::int as "updates", n_tup_hot_upd::int as "heapOnly"
              from pg_stat_xact_user_tables where relname = ${table}`,
        );
        return row ?? { updates: 0, heapOnly: 0 };
      };
      const before = await read();
      await work(tx);
      const after = await read();
      return { updates: after.updates - before.updates, heapOnly: after.heapOnly - before.heapOnly };
    });

  it('a credit rewrites user rows on their pages, even when the table was filled by a bulk insert', async () => {
    // Enough users for many pages: at 100 % fill every page but the last would have no room.
    await db.execute(
      sql`insert into users (username, email)
          select 'hot-' || g, 'hot-' || g || '@example.com' from generate_series(1, 400) g`,
    );
    const counts = await countUpdates('users', (tx) =>
      tx.execute(sql`update users set coins = coins + 1 where username like 'hot-%'`),
    );
    expect(counts).toEqual({ updates: 400, heapOnly: 400 });
  });

  it("a drag's new zones and ranks touch no index of tasks", async () => {
    const [user] = await queryRows<{ id: string }>(
      db,
      sql`insert into users (username, email) values ('dragger', 'dragger@example.com') returning id`,
    );
    await db.execute(
      sql`insert into tasks (user_id, task_name, due_date, estimated_pomodoros, priority, position)
          select ${user?.id}, 'Task ' || g, '2026-12-01', 1, 'must do', g from generate_series(1, 20) g`,
    );
    const counts = await countUpdates('tasks', (tx) =>
      tx.execute(
        sql`update tasks set priority = 'can do', position = 20 - position where user_id = ${user?.id}`,
      ),
    );
    expect(counts).toEqual({ updates: 20, heapOnly: 20 });
  });
});
