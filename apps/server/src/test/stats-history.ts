import { localDayOf } from '@focus-room/core/stats/local-date';
import { daysForEvents, type StatsEvent } from '@focus-room/core/stats/session-days';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { AppContext } from '../app-context';
import { queryRows } from '../db/database';

/** One credit of a random history, as the app would insert it (each insert its own statement). */
export type HistoryEvent =
  | { kind: 'time'; at: number; units: number }
  | { kind: 'focus-coins'; at: number; coins: number }
  | { kind: 'task-coins'; at: number; coins: number }
  | { kind: 'admin-coins'; at: number; coins: number }
  | { kind: 'period'; at: number; focus: boolean; seconds: number };

export type DayFigures = { units: number; pomodoros: number; coins: number };

/**
 * A random history: credits in the order they arrive, 1 ms to 6 hours apart (so sessions start, continue
 * and end), from `start` on.
 */
export function historyArbitrary(start: number, maxLength = 40): fc.Arbitrary<HistoryEvent[]> {
  const step = fc.oneof(
    fc.record({ kind: fc.constant('time' as const), units: fc.integer({ min: 1, max: 2000 }) }),
    fc.record({ kind: fc.constant('focus-coins' as const), coins: fc.integer({ min: 1, max: 60 }) }),
    fc.record({ kind: fc.constant('task-coins' as const), coins: fc.integer({ min: 1, max: 2 }) }),
    fc.record({ kind: fc.constant('admin-coins' as const), coins: fc.integer({ min: -50, max: 500 }) }),
    fc.record({
      kind: fc.constant('period' as const),
      focus: fc.boolean(),
      seconds: fc.integer({ min: 1, max: 5400 }),
    }),
  );
  // Mostly minutes apart, around the session gap; now and then hours.
  const gap = fc.oneof(
    { arbitrary: fc.integer({ min: 1, max: 15 * 60_000 }), weight: 6 },
    { arbitrary: fc.integer({ min: 1, max: 6 * 3_600_000 }), weight: 1 },
  );
  return fc.array(fc.tuple(gap, step), { minLength: 1, maxLength }).map((steps) => {
    let at = start;
    return steps.map(([ms, event]) => {
      at += ms;
      return { ...event, at } as HistoryEvent;
    });
  });
}

/** 45 minutes before the first day start after `from` (found in 15-minute steps), where sessions cross days. */
export function beforeDayStart(from: number, settings: { timeZone: string; dayStartHour: number }): number {
  const day = (t: number) => localDayOf(t, settings.timeZone, settings.dayStartHour);
  let t = from;
  while (day(t) === day(from)) t += 15 * 60_000;
  return t - 45 * 60_000;
}

/** The summary the triggers must build, by the core model (session days, then sums per day). */
export function expectedSummary(
  events: readonly HistoryEvent[],
  settings: { timeZone: string; dayStartHour: number },
): Map<string, DayFigures> {
  const relevant = events.filter((e) => e.kind !== 'admin-coins');
  const stream: StatsEvent[] = relevant.map((e) => {
    if (e.kind === 'time') return { at: e.at, spanSeconds: e.units * 1.9, session: true };
    if (e.kind === 'focus-coins') return { at: e.at, spanSeconds: e.coins * 60, session: true };
    if (e.kind === 'period') return { at: e.at, spanSeconds: e.seconds, session: true };
    return { at: e.at, spanSeconds: 0, session: false };
  });
  const days = daysForEvents(stream, settings);
  const summary = new Map<string, DayFigures>();
  relevant.forEach((event, i) => {
    const day = days[i] as string;
    const add = (figures: Partial<DayFigures>) => {
      if (Object.values(figures).every((v) => v === 0)) return;
      const known = summary.get(day) ?? { units: 0, pomodoros: 0, coins: 0 };
      summary.set(day, {
        units: known.units + (figures.units ?? 0),
        pomodoros: known.pomodoros + (figures.pomodoros ?? 0),
        coins: known.coins + (figures.coins ?? 0),
      });
    };
    if (event.kind === 'time') add({ units: event.units });
    else if (event.kind === 'focus-coins' || event.kind === 'task-coins') add({ coins: event.coins });
    else if (event.kind === 'period') add({ pomodoros: event.focus ? 1 : 0 });
  });
  return summary;
}

/** Inserts the history straight into the ledgers, one statement per credit, as the services would. */
export async function insertHistory(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  events: readonly HistoryEvent[],
) {
  for (const event of events) {
    const at = new Date(event.at).toISOString();
    if (event.kind === 'time')
      await ctx.db.execute(
        sql`insert into focus_time_ledger (user_id, seconds, created_at) values (${userId}, ${event.units}, ${at})`,
      );
    else if (event.kind === 'period')
      await ctx.db.execute(
        sql`insert into focus_periods (user_id, kind, seconds, created_at) values (${userId}, ${event.focus ? 'focus' : 'break'}, ${event.seconds}, ${at})`,
      );
    else {
      const kind = event.kind === 'focus-coins' ? 'focus' : event.kind === 'task-coins' ? 'task' : 'admin';
      await ctx.db.execute(
        sql`insert into coin_ledger (user_id, delta, kind, created_at) values (${userId}, ${event.coins}, ${kind}, ${at})`,
      );
    }
  }
}

/** The user's summary rows as the database holds them. */
export async function storedSummary(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
): Promise<Map<string, DayFigures>> {
  const rows = await queryRows<{ day: string; units: number; pomodoros: number; coins: number }>(
    ctx.db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, focus_units as units, pomodoros, coins_earned as coins
        from stats_days where user_id = ${userId} order by day`,
  );
  return new Map(
    rows.map((r) => [
      r.day,
      { units: Number(r.units), pomodoros: Number(r.pomodoros), coins: Number(r.coins) },
    ]),
  );
}

/** A bare user row (no password, no session) for database-level tests. */
export async function insertBareUser(ctx: Pick<AppContext, 'db'>, name: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    ctx.db,
    sql`insert into users (username, email) values (${name}, ${`${name}@test.test`}) returning id`,
  );
  if (!row) throw new Error('no user inserted');
  return row.id;
}
