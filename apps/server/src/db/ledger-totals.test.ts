import { sql } from 'drizzle-orm';
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
            (${b}, -7, 'upgrade'), (${a}, -2, 'upgrade')`,
    );
    await ctx.db.execute(
      sql`insert into focus_time_ledger (user_id, seconds)
          select ${c}::uuid, g from generate_series(1, 100) g`,
    );
    await ctx.db.execute(sql`insert into focus_time_ledger (user_id, seconds) values (${a}, 60)`);
    const rows = await queryRows<{ id: string; drift: number }>(
      ctx.db,
      sql`select u.id,
            (u.coins_earned - coalesce((select sum(delta) from coin_ledger l where l.user_id = u.id and kind <> 'upgrade'), 0))
            + (u.coins_spent - coalesce((select -sum(delta) from coin_ledger l where l.user_id = u.id and kind = 'upgrade'), 0))
            + (u.focus_time - coalesce((select sum(seconds) from focus_time_ledger f where f.user_id = u.id), 0))
            as drift
          from users u where u.id in (${a}, ${b}, ${c})`,
    );
    expect(rows.map((row) => Number(row.drift))).toEqual([0, 0, 0]);
    const totals = await queryRows<{ coins_earned: number; coins_spent: number; focus_time: number }>(
      ctx.db,
      sql`select coins_earned, coins_spent, focus_time from users where id = ${a}`,
    );
    expect(totals[0]).toEqual({ coins_earned: 27, coins_spent: 12, focus_time: 60 });
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
