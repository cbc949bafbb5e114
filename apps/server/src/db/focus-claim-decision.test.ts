import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type ClaimRule,
  COIN_RULE,
  decideClaim,
  POMODORO_RULE,
  TIME_RULE,
} from '../services/economy/claim-bound';
import { openTestDatabase } from '../test/test-database';
import { queryRows } from './database';

// Migration 0014 (decision 050): a focus claim made along the session is decided in plpgsql, by
// focus_claim_decision. Its formula must be decideClaim's, the wall-clock rule the product states
// (docs/product-rules.md#wall-clock-bound); this compares the two on random claims, on both engines.
describe('focus_claim_decision equals decideClaim', async () => {
  const { db, close } = await openTestDatabase();
  afterAll(close);

  const T0 = Date.parse('2026-06-15T10:00:00Z');
  const HOUR = 3_600_000;

  /** An instant as PostgreSQL may store it: with microseconds, which the driver cuts to milliseconds. */
  const stored = (ms: number, micros: string) => new Date(ms).toISOString().replace('Z', `${micros}Z`);

  const rule = fc.oneof(
    fc.constantFrom<ClaimRule>(COIN_RULE, TIME_RULE, POMODORO_RULE),
    fc.record({
      unitMs: fc.integer({ min: 1, max: 30 * 60_000 }),
      toleranceMs: fc.integer({ min: 0, max: 60_000 }),
      maxBacklogMs: fc.integer({ min: 0, max: 6 * HOUR }),
      forfeitAfterMs: fc.integer({ min: 0, max: 5 * 60_000 }),
    }),
  );
  const instant = (spanMs: number) => fc.integer({ min: T0 - spanMs, max: T0 + spanMs });
  const micros = fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, '0'));
  const claim = fc.record({
    rule,
    requested: fc.integer({ min: 0, max: 500 }),
    now: instant(HOUR),
    // Mostly near now, so a claim pays; sometimes after it (a clock that went back) or long before.
    until: fc.option(fc.tuple(instant(5 * HOUR), micros), { nil: null }),
    created: fc.tuple(instant(48 * HOUR), micros),
    remainingCap: fc.option(fc.integer({ min: -20, max: 1_500 }), { nil: null }),
    late: fc.boolean(),
  });

  it('credits the same units and moves the bookkeeping to the same instant', async () => {
    await fc.assert(
      fc.asyncProperty(claim, async (c) => {
        const until = c.until && stored(c.until[0], c.until[1]);
        const created = stored(c.created[0], c.created[1]);
        const [row] = await queryRows<{ credited: number; until_ms: string | null }>(
          db,
          sql`select d.credited,
                (extract(epoch from d.credited_until) * 1000)::text as until_ms
              from focus_claim_decision(${c.requested}::int, ${new Date(c.now).toISOString()}::timestamptz,
                ${until}::timestamptz, ${created}::timestamptz, ${c.remainingCap}::int,
                ${c.rule.unitMs}::bigint, ${c.rule.toleranceMs}::bigint, ${c.rule.maxBacklogMs}::bigint,
                ${c.rule.forfeitAfterMs}::bigint, ${c.late}) d`,
        );
        const expected = decideClaim(c.rule, {
          requested: c.requested,
          now: new Date(c.now),
          creditedUntil: c.until && new Date(c.until[0]),
          accountCreatedAt: new Date(c.created[0]),
          ...(c.remainingCap === null ? {} : { remainingCap: c.remainingCap }),
          late: c.late,
        });
        expect(row?.credited).toBe(expected.credited);
        // Unchanged when nothing is credited: then the stored instant, microseconds and all, stays.
        const sqlUntil = row?.until_ms == null ? null : Number(row.until_ms);
        if (expected.credited === 0) {
          expect(sqlUntil).toBe(c.until && c.until[0] + Number(`0.${c.until[1]}`));
        } else {
          expect(sqlUntil).toBe(expected.creditedUntil?.getTime());
        }
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300) },
    );
  });

  it('agrees on the edges: a claim exactly at a unit boundary, the tolerance, and the backlog cut', async () => {
    const cases: Array<[ClaimRule, number, number, number | null]> = [
      // rule, requested, now - until (ms), remaining cap
      [COIN_RULE, 5, 60_000 - COIN_RULE.toleranceMs, null],
      [COIN_RULE, 5, 60_000 - COIN_RULE.toleranceMs - 1, null],
      [TIME_RULE, 100, 0, null],
      [TIME_RULE, 1_000, 4 * HOUR, null],
      [POMODORO_RULE, 3, POMODORO_RULE.unitMs * 2, 1],
      [COIN_RULE, 5, 10 * 60_000, 0],
    ];
    for (const [r, requested, gap, cap] of cases) {
      const now = new Date(T0);
      const until = new Date(T0 - gap);
      const [row] = await queryRows<{ credited: number; until_ms: string }>(
        db,
        sql`select d.credited, (extract(epoch from d.credited_until) * 1000)::text as until_ms
            from focus_claim_decision(${requested}::int, ${now.toISOString()}::timestamptz,
              ${until.toISOString()}::timestamptz, ${new Date(T0 - 48 * HOUR).toISOString()}::timestamptz,
              ${cap}::int, ${r.unitMs}::bigint, ${r.toleranceMs}::bigint, ${r.maxBacklogMs}::bigint,
              ${r.forfeitAfterMs}::bigint, false) d`,
      );
      const expected = decideClaim(r, {
        requested,
        now,
        creditedUntil: until,
        accountCreatedAt: new Date(T0 - 48 * HOUR),
        ...(cap === null ? {} : { remainingCap: cap }),
      });
      expect([row?.credited, Number(row?.until_ms)], `${r.unitMs} ${requested} ${gap} ${cap}`).toEqual([
        expected.credited,
        expected.creditedUntil?.getTime(),
      ]);
    }
  });
});
