import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { queryRows } from './database';

/**
 * users.coins_earned / coins_spent / focus_time are kept by triggers on the ledgers (migration 0005,
 * decision 024). Whoever inserts ledger rows, in whatever batches, the totals equal the ledger sums.
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
});
