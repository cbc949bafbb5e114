import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { queryRows } from './database';

/**
 * users.coins_earned / coins_spent / focus_time are kept by triggers on the ledgers (migration 0005,
 * decision 024), users.tasks_total / tasks_finished by one on tasks (0006). Whoever writes the rows, in
 * whatever batches, the totals equal the sums and counts.
 */
describe('ledger totals on the user row', async () => {
  const { ctx } = await createTestApp();

  it('follow every insert into coin_ledger and focus_time_ledger, single rows and batches alike', async () => {
    const ids = await queryRows<{ id: string }>(
      ctx.db,
      sql`insert into users (username, email, coins)
          select 'totals-' || g, 'totals-' || g || '@test.test', 0 from generate_series(1, 3) g
          returning id`,
    );
    const [a, b, c] = ids.map((row) => row.id) as [string, string, string];
    await ctx.db.execute(sql`insert into coin_ledger (user_id, delta, kind) values (${a}, 25, 'focus')`);
    await ctx.db.execute(
      sql`insert into coin_ledger (user_id, delta, kind) values
            (${a}, -10, 'upgrade'), (${a}, -3, 'admin'), (${a}, 5, 'task'), (${b}, 7, 'admin'),
            (${b}, -7, 'upgrade'), (${a}, -2, 'upgrade'), (${a}, -4, 'collection'), (${b}, -1, 'collection')`,
    );
    await ctx.db.execute(
      sql`insert into focus_time_ledger (user_id, seconds)
          select ${c}::uuid, g from generate_series(1, 100) g`,
    );
    await ctx.db.execute(sql`insert into focus_time_ledger (user_id, seconds) values (${a}, 60)`);
    const rows = await queryRows<{ id: string; drift: number }>(
      ctx.db,
      sql`select u.id,
            (u.coins_earned - coalesce((select sum(delta) from coin_ledger l where l.user_id = u.id and kind not in ('upgrade', 'collection')), 0))
            + (u.coins_spent - coalesce((select -sum(delta) from coin_ledger l where l.user_id = u.id and kind in ('upgrade', 'collection')), 0))
            + (u.collection_coins_spent - coalesce((select -sum(delta) from coin_ledger l where l.user_id = u.id and kind = 'collection'), 0))
            + (u.focus_time - coalesce((select sum(seconds) from focus_time_ledger f where f.user_id = u.id), 0))
            as drift
          from users u where u.id in (${a}, ${b}, ${c})`,
    );
    expect(rows.map((row) => Number(row.drift))).toEqual([0, 0, 0]);
    const totals = await queryRows<{
      coins_earned: number;
      coins_spent: number;
      collection_coins_spent: number;
      focus_time: number;
    }>(
      ctx.db,
      sql`select coins_earned, coins_spent, collection_coins_spent, focus_time from users where id = ${a}`,
    );
    // Collection items are spending, as upgrades are (docs/product-rules.md#coin-ledger).
    expect(totals[0]).toEqual({
      coins_earned: 27,
      coins_spent: 16,
      collection_coins_spent: 4,
      focus_time: 60,
    });
  });

  it('count every insert, delete and change of status of a task', async () => {
    const [user] = await queryRows<{ id: string }>(
      ctx.db,
      sql`insert into users (username, email) values ('counts', 'counts@test.test') returning id`,
    );
    const id = user!.id;
    await ctx.db.execute(
      sql`insert into tasks (user_id, task_name, due_date, estimated_pomodoros, priority, status)
          select ${id}::uuid, 'Task ' || g, current_date, 1, 'must do',
                 case when g % 3 = 0 then 'finished' else 'ongoing' end
          from generate_series(1, 9) g`,
    );
    await ctx.db.execute(
      sql`update tasks set status = 'finished' where user_id = ${id} and task_name = 'Task 1'`,
    );
    await ctx.db.execute(
      sql`update tasks set status = 'ongoing' where user_id = ${id} and task_name = 'Task 3'`,
    );
    await ctx.db.execute(sql`update tasks set position = 5 where user_id = ${id}`);
    await ctx.db.execute(sql`delete from tasks where user_id = ${id} and task_name in ('Task 6', 'Task 2')`);
    const [row] = await queryRows<{
      tasks_total: number;
      tasks_finished: number;
      total: number;
      finished: number;
    }>(
      ctx.db,
      sql`select tasks_total, tasks_finished,
            (select count(*) from tasks where user_id = u.id)::int as total,
            (select count(*) from tasks where user_id = u.id and status = 'finished')::int as finished
          from users u where id = ${id}`,
    );
    expect(row).toEqual({ tasks_total: 7, tasks_finished: 2, total: 7, finished: 2 });
  });
});

/**
 * users.remaining_pomodoros (migration 0018): the pomodoros still to do on the ongoing tasks, never below 0
 * per task, kept by the tasks trigger through any sequence of inserts, edits, credits, finishes and deletes,
 * one row or many at a time.
 */
describe('the remaining pomodoros on the user row', async () => {
  const { ctx } = await createTestApp();
  const [user] = await queryRows<{ id: string }>(
    ctx.db,
    sql`insert into users (username, email) values ('remaining', 'remaining@test.test') returning id`,
  );
  const id = user!.id;
  const some = sql`(select id from tasks where user_id = ${id} order by created_at, id limit 3)`;

  // Plain records, so a counterexample reads as the writes it made.
  const write = fc.oneof(
    fc.record({
      kind: fc.constant('insert' as const),
      estimated: fc.integer({ min: 0, max: 100 }),
      completed: fc.integer({ min: 0, max: 120 }),
    }),
    fc.record({ kind: fc.constant('estimate' as const), estimated: fc.integer({ min: 0, max: 100 }) }),
    fc.record({
      kind: fc.constantFrom('credit' as const, 'toggle' as const, 'reorder' as const, 'delete' as const),
    }),
  );
  type Write = typeof write extends fc.Arbitrary<infer W> ? W : never;
  const query = (w: Write) => {
    switch (w.kind) {
      case 'insert':
        return sql`insert into tasks (user_id, task_name, due_date, estimated_pomodoros, completed_pomodoros, priority)
          values (${id}, 'Task', current_date, ${w.estimated}, ${w.completed}, 'must do')`;
      case 'estimate':
        return sql`update tasks set estimated_pomodoros = ${w.estimated} where id in ${some}`;
      case 'credit':
        return sql`update tasks set completed_pomodoros = completed_pomodoros + 1 where id in ${some}`;
      case 'toggle':
        return sql`update tasks set status = case when status = 'ongoing' then 'finished' else 'ongoing' end
          where id in ${some}`;
      case 'reorder':
        return sql`update tasks set position = position + 1 where user_id = ${id}`;
      case 'delete':
        return sql`delete from tasks where id in ${some}`;
    }
  };

  it('equal the sum over the ongoing tasks after any sequence of task writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { maxLength: 12 }), async (writes) => {
        await ctx.db.execute(sql`delete from tasks where user_id = ${id}`);
        // Each run starts from a true total, so a counterexample shows its own writes only.
        await ctx.db.execute(sql`update users set remaining_pomodoros = 0 where id = ${id}`);
        for (const w of writes) await ctx.db.execute(query(w));
        const [row] = await queryRows<{ kept: number; sum: number }>(
          ctx.db,
          sql`select u.remaining_pomodoros as kept,
                (select coalesce(sum(greatest(0, estimated_pomodoros - completed_pomodoros)), 0)
                 from tasks where user_id = u.id and status = 'ongoing')::int as sum
              from users u where id = ${id}`,
        );
        expect(row!.kept).toBe(row!.sum);
      }),
      { numRuns: 40 },
    );
  });
});
