import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  beforeDayStart,
  expectedSummary,
  historyArbitrary,
  insertBareUser,
  insertHistory,
  storedSummary,
} from '../test/stats-history';
import { createTestApp } from '../test/test-app';
import { queryRows } from './database';

/**
 * stats_days is kept by triggers on the ledgers, focus_periods and tasks (decision 036): for any history,
 * in any time zone and day start hour, it equals the core model of the day boundary (decision 037), and the
 * replay that backfilled existing history builds exactly the same rows.
 */
describe('the statistics summary kept by triggers', async () => {
  const { ctx } = await createTestApp();
  let counter = 0;

  it('equals the core model for random histories, and the backfill replay agrees (property)', async () => {
    // Histories start shortly before a day start, in the week of Berlin's and New York's spring DST changes.
    const settings = fc.record({
      timeZone: fc.constantFrom(
        'UTC',
        'Europe/Berlin',
        'America/New_York',
        'Asia/Kolkata',
        'Pacific/Auckland',
      ),
      dayStartHour: fc.integer({ min: 0, max: 23 }),
      startDay: fc.integer({ min: 0, max: 21 }),
    });
    const cases = settings.chain((s) =>
      historyArbitrary(beforeDayStart(Date.UTC(2026, 2, 7 + s.startDay), s)).map((events) => ({
        ...s,
        events,
      })),
    );
    await fc.assert(
      fc.asyncProperty(cases, async ({ events, timeZone, dayStartHour }) => {
        counter += 1;
        const userId = await insertBareUser(ctx, `summary-${counter}`);
        await ctx.db.execute(
          sql`insert into stats_settings (user_id, time_zone, day_start_hour) values (${userId}, ${timeZone}, ${dayStartHour})`,
        );
        await insertHistory(ctx, userId, events);
        const expected = expectedSummary(events, { timeZone, dayStartHour });
        expect(await storedSummary(ctx, userId)).toEqual(expected);
        await ctx.db.execute(sql`select stats_rebuild_user(${userId})`);
        expect(await storedSummary(ctx, userId)).toEqual(expected);
      }),
      { numRuns: 40 },
    );
  });

  it('adds up concurrent credits of one user exactly (one row per day, no lost update)', async () => {
    const userId = await insertBareUser(ctx, 'summary-concurrent');
    const at = '2026-03-10T12:00:00Z';
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? ctx.db.execute(
              sql`insert into focus_time_ledger (user_id, seconds, created_at) values (${userId}, ${i + 1}, ${at})`,
            )
          : ctx.db.execute(
              sql`insert into coin_ledger (user_id, delta, kind, created_at) values (${userId}, 1, 'focus', ${at})`,
            ),
      ),
    );
    expect(await storedSummary(ctx, userId)).toEqual(
      new Map([['2026-03-10', { units: 400, pomodoros: 0, coins: 20 }]]),
    );
  });

  it('counts a finished task on its day and takes it back from that day when unchecked', async () => {
    const userId = await insertBareUser(ctx, 'summary-tasks');
    const [task] = await queryRows<{ id: string }>(
      ctx.db,
      sql`insert into tasks (user_id, task_name, due_date, estimated_pomodoros, priority)
          values (${userId}, 'Essay', '2026-03-10', 2, 'must do') returning id`,
    );
    const finish = (at: string) =>
      ctx.db.execute(sql`update tasks set status = 'finished', finished_at = ${at} where id = ${task?.id}`);
    const tasksByDay = async () =>
      queryRows<{ day: string; tasks: number }>(
        ctx.db,
        sql`select to_char(day, 'YYYY-MM-DD') as day, tasks_finished as tasks from stats_days where user_id = ${userId} order by day`,
      );
    // 02:00 UTC is before the default 4:00 day start: the evening before.
    await finish('2026-03-10T02:00:00Z');
    expect(await tasksByDay()).toEqual([{ day: '2026-03-09', tasks: 1 }]);
    // The user moves to Tokyo; unchecking still takes the finish back from the day it was counted on.
    await ctx.db.execute(sql`update stats_settings set time_zone = 'Asia/Tokyo' where user_id = ${userId}`);
    await ctx.db.execute(sql`update tasks set status = 'ongoing' where id = ${task?.id}`);
    expect(await tasksByDay()).toEqual([{ day: '2026-03-09', tasks: 0 }]);
    // 02:00 UTC is 11:00 in Tokyo.
    await finish('2026-03-10T02:00:00Z');
    expect(await tasksByDay()).toEqual([
      { day: '2026-03-09', tasks: 0 },
      { day: '2026-03-10', tasks: 1 },
    ]);
    // Deleting a finished task keeps the day's count: it was finished that day.
    await ctx.db.execute(sql`delete from tasks where id = ${task?.id}`);
    expect((await tasksByDay()).at(-1)).toEqual({ day: '2026-03-10', tasks: 1 });
  });

  it('dates a whole session by its start, across the day start, and the next session by its own', async () => {
    const userId = await insertBareUser(ctx, 'summary-session');
    const minute = (iso: string) => ({ kind: 'time' as const, at: Date.parse(iso), units: 32 });
    await insertHistory(ctx, userId, [
      minute('2026-03-10T03:58:00Z'),
      minute('2026-03-10T03:59:00Z'),
      minute('2026-03-10T04:00:30Z'),
      minute('2026-03-10T04:01:30Z'),
      // 20 minutes later: a new session, on the new day.
      minute('2026-03-10T04:22:00Z'),
    ]);
    expect(await storedSummary(ctx, userId)).toEqual(
      new Map([
        ['2026-03-09', { units: 128, pomodoros: 0, coins: 0 }],
        ['2026-03-10', { units: 32, pomodoros: 0, coins: 0 }],
      ]),
    );
  });
});
