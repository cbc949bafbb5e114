import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ClaimDecision,
  type ClaimRule,
  COIN_RULE,
  decideClaim,
  startOfUtcDay,
  TIME_RULE,
} from './claim-bound';

const MINUTE = 60_000;
const T0 = new Date('2026-06-15T10:00:00Z').getTime();

/** Replays claims (time, requested) against the bound; returns what was credited in total. */
function replay(
  claims: { at: number; coins: number; late?: boolean }[],
  createdAt = T0,
  rule: ClaimRule = COIN_RULE,
  start: ClaimDecision = { credited: 0, creditedUntil: null },
) {
  let state = start;
  let total = 0;
  for (const claim of [...claims].sort((a, b) => a.at - b.at)) {
    state = decideClaim(rule, {
      requested: claim.coins,
      now: new Date(claim.at),
      creditedUntil: state.creditedUntil,
      accountCreatedAt: new Date(createdAt),
      late: claim.late ?? false,
    });
    total += state.credited;
  }
  return total;
}

/**
 * What an honest tab sends: the coin of minute k of a run falls due at start + k min and is paid at the
 * next tick, which comes 0..`maxDelay` later (throttled background tab, latency); a tick pays every
 * coin due by then. Runs follow each other with pauses in between.
 */
function honestClaims(runs: { gap: number; minutes: number; delays: number[] }[], startAt: number) {
  const claims: { at: number; coins: number }[] = [];
  let t = startAt;
  for (const run of runs) {
    t += run.gap;
    let paid = 0;
    for (let k = 1; k <= run.minutes; k += 1) {
      if (k <= paid) continue;
      const at = t + k * MINUTE + (run.delays[k % run.delays.length] ?? 0);
      const due = Math.min(run.minutes, Math.floor((at - t) / MINUTE));
      claims.push({ at, coins: due - paid });
      paid = due;
    }
    t += run.minutes * MINUTE;
  }
  return claims;
}

const runsArb = (maxDelay: number) =>
  fc.array(
    fc.record({
      gap: fc.integer({ min: 0, max: 3 * 60 * MINUTE }),
      minutes: fc.integer({ min: 1, max: 90 }),
      delays: fc.array(fc.integer({ min: 0, max: maxDelay }), { minLength: 1, maxLength: 10 }),
    }),
    { minLength: 1, maxLength: 6 },
  );

describe('the coin claim bound', () => {
  it('pays an honest tab every coin, even when a hidden tab is ticked only once a minute', () => {
    fc.assert(
      fc.property(runsArb(MINUTE - 1), (runs) => {
        const claims = honestClaims(runs, T0);
        const earned = claims.reduce((sum, c) => sum + c.coins, 0);
        expect(replay(claims)).toBe(earned);
      }),
    );
  });

  it('never pays more than one coin per wall-clock minute plus the one-time tolerance', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ at: fc.integer({ min: 0, max: 48 * 60 * MINUTE }), coins: fc.nat(10_000) }), {
          maxLength: 200,
        }),
        (raw) => {
          const claims = raw.map((c) => ({ at: T0 + c.at, coins: c.coins }));
          const last = Math.max(T0, ...claims.map((c) => c.at));
          expect(replay(claims)).toBeLessThanOrEqual(
            Math.floor((last - T0 + COIN_RULE.toleranceMs) / MINUTE),
          );
        },
      ),
    );
  });

  // Idle time before a run is allowance a second tab can use once; after that the forfeit rule holds
  // both tabs together to one coin a minute.
  it('pays two tabs running the same timer at most two extra coins per run', () => {
    fc.assert(
      fc.property(
        runsArb(20_000),
        fc.integer({ min: 1, max: MINUTE - 1 }),
        fc.integer({ min: 0, max: 24 * 60 * MINUTE }),
        (runs, offset, idleBefore) => {
          // The account is older than the runs: the backlog window is fully open when they start.
          const createdAt = T0 - idleBefore;
          const tabA = honestClaims(runs, T0);
          const tabB = tabA.map((c) => ({ at: c.at + offset, coins: c.coins }));
          const single = replay(tabA, createdAt);
          expect(replay([...tabA, ...tabB], createdAt)).toBeLessThanOrEqual(single + 2 * runs.length);
        },
      ),
    );
  });

  it('pays a first claim at most the time since the account was created', () => {
    const at = (minutes: number) => new Date(T0 + minutes * MINUTE);
    const first = (now: Date) =>
      decideClaim(COIN_RULE, { requested: 500, now, creditedUntil: null, accountCreatedAt: at(0) }).credited;
    expect(first(at(0))).toBe(0);
    expect(first(at(5))).toBe(5);
    expect(first(at(24 * 60))).toBe(180); // the backlog window: three hours
  });

  it('respects a remaining cap and credits nothing for a zero or negative cap', () => {
    const input = {
      requested: 30,
      now: new Date(T0 + 60 * MINUTE),
      creditedUntil: null,
      accountCreatedAt: new Date(T0),
    };
    expect(decideClaim(COIN_RULE, { ...input, remainingCap: 7 }).credited).toBe(7);
    expect(decideClaim(COIN_RULE, { ...input, remainingCap: 0 })).toEqual({
      credited: 0,
      creditedUntil: null,
    });
    expect(decideClaim(COIN_RULE, { ...input, remainingCap: -3 }).credited).toBe(0);
  });

  it('bounds focus time to wall-clock / 1.9 with about 5 % for per-claim rounding', () => {
    // An honest client saving every minute: round(60 / 1.9) = 32 units, all paid for two hours.
    const claims = Array.from({ length: 120 }, (_, i) => ({ at: T0 + (i + 1) * MINUTE + 500, coins: 32 }));
    expect(replay(claims, T0, TIME_RULE)).toBe(120 * 32);
    // A cheater claiming a day's worth each minute gets what the clock allows.
    const greedy = Array.from({ length: 60 }, (_, i) => ({ at: T0 + (i + 1) * MINUTE, coins: 45_000 }));
    const paid = replay(greedy, T0, TIME_RULE);
    expect(paid).toBeLessThanOrEqual(Math.floor((60 * MINUTE + TIME_RULE.toleranceMs) / TIME_RULE.unitMs));
    expect(paid * 1.9).toBeLessThan(60 * 60 * 1.06 + 20);
  });
});

describe('late claims (the offline queue, sent with an Idempotency-Key)', () => {
  // The live timer claimed up to `offlineAt`; then `minutes` of focus offline; the queue is sent
  // `reconnectAfter` later, one claim per minute, all within a few seconds.
  const session = (minutes: number, reconnectAfter: number, rule: ClaimRule, perClaim: number) => {
    const offlineAt = T0 + 30 * 24 * 60 * MINUTE;
    const sendAt = offlineAt + minutes * MINUTE + reconnectAfter;
    const burst = Array.from({ length: minutes }, (_, i) => ({
      at: sendAt + i * 50,
      coins: perClaim,
      late: true,
    }));
    return replay(burst, T0, rule, { credited: 0, creditedUntil: new Date(offlineAt) });
  };

  it('pays a session of up to two hours in full, whenever the reconnect comes within the hour after', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 0, max: 60 * MINUTE }),
        (minutes, wait) => {
          expect(session(minutes, wait, COIN_RULE, 1)).toBe(minutes);
          expect(session(minutes, wait, TIME_RULE, 32)).toBe(minutes * 32);
        },
      ),
    );
  });

  it('pays nothing beyond the backlog window, however long the absence', () => {
    fc.assert(
      // Up to two days: every absence past the three-hour window is the same case, and each minute is a
      // claim of the burst, so longer absences only make the test slower.
      fc.property(fc.integer({ min: 181, max: 2 * 24 * 60 }), (minutes) => {
        // Three hours, plus the tolerance and the seconds the burst itself takes to arrive.
        const window = COIN_RULE.maxBacklogMs + COIN_RULE.toleranceMs + (minutes - 1) * 50;
        expect(session(minutes, 0, COIN_RULE, 1)).toBeLessThanOrEqual(Math.floor(window / MINUTE));
      }),
    );
  });

  it('never pays more than the clock allows, late or not: one claim can already take the whole window', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            at: fc.integer({ min: 0, max: 48 * 60 * MINUTE }),
            coins: fc.nat(10_000),
            late: fc.boolean(),
          }),
          { maxLength: 200 },
        ),
        (raw) => {
          const claims = raw.map((c) => ({ ...c, at: T0 + c.at }));
          const last = Math.max(T0, ...claims.map((c) => c.at));
          expect(replay(claims)).toBeLessThanOrEqual(
            Math.floor((last - T0 + COIN_RULE.toleranceMs) / MINUTE),
          );
        },
      ),
    );
  });
});

describe('every rule, any claims', () => {
  const rules = fc.constantFrom<[string, ClaimRule]>(['coins', COIN_RULE], ['time', TIME_RULE]);
  const claimsArb = fc.array(
    fc.record({
      at: fc.integer({ min: 0, max: 72 * 60 * MINUTE }),
      coins: fc.nat(5_000),
      late: fc.boolean(),
    }),
    { maxLength: 150 },
  );

  it('never pays more units in all than the time since the account was created allows', () => {
    fc.assert(
      fc.property(rules, claimsArb, fc.integer({ min: 0, max: 24 * 60 * MINUTE }), ([, rule], raw, age) => {
        // The account was created `age` before the first instant a claim may come.
        const createdAt = T0 - age;
        const claims = raw.map((c) => ({ ...c, at: T0 + c.at }));
        const last = Math.max(T0, ...claims.map((c) => c.at));
        expect(replay(claims, createdAt, rule)).toBeLessThanOrEqual(
          Math.floor((last - createdAt + rule.toleranceMs) / rule.unitMs),
        );
      }),
    );
  });

  it('pays within the wall-clock bound, whatever the bookkeeping says', () => {
    fc.assert(
      fc.property(
        rules,
        fc.nat(10_000),
        fc.option(fc.integer({ min: -10 * 60 * MINUTE, max: 10 * 60 * MINUTE }), { nil: null }),
        fc.integer({ min: 0, max: 48 * 60 * MINUTE }),
        fc.boolean(),
        ([, rule], requested, untilOffset, age, late) => {
          const now = new Date(T0);
          const creditedUntil = untilOffset === null ? null : new Date(T0 + untilOffset);
          const accountCreatedAt = new Date(T0 - age);
          const decision = decideClaim(rule, { requested, now, creditedUntil, accountCreatedAt, late });
          const from = Math.max((creditedUntil ?? accountCreatedAt).getTime(), T0 - rule.maxBacklogMs);
          expect(decision.credited).toBeGreaterThanOrEqual(0);
          expect(decision.credited).toBeLessThanOrEqual(requested);
          // Never more than the time between what was paid and now (with the tolerance), nor older than
          // the backlog window.
          expect(decision.credited * rule.unitMs).toBeLessThanOrEqual(
            Math.max(0, T0 - from + rule.toleranceMs),
          );
          if (decision.credited === 0) expect(decision.creditedUntil).toEqual(creditedUntil);
          else expect(decision.creditedUntil!.getTime()).toBeGreaterThan(from);
        },
      ),
    );
  });

  it('never pays more than the cap of a UTC day, counting what that day already paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300 }),
        fc.array(fc.record({ at: fc.integer({ min: 0, max: 72 * 60 * MINUTE }), coins: fc.nat(2_000) }), {
          maxLength: 150,
        }),
        (cap, raw) => {
          const paidPerDay = new Map<number, number>();
          let creditedUntil: Date | null = null;
          for (const claim of [...raw].sort((a, b) => a.at - b.at)) {
            const now = new Date(T0 + claim.at);
            const day = startOfUtcDay(now).getTime();
            const today = paidPerDay.get(day) ?? 0;
            const decision = decideClaim(COIN_RULE, {
              requested: claim.coins,
              now,
              creditedUntil,
              accountCreatedAt: new Date(T0 - 24 * 60 * MINUTE),
              remainingCap: cap - today,
            });
            creditedUntil = decision.creditedUntil;
            paidPerDay.set(day, today + decision.credited);
          }
          for (const paid of paidPerDay.values()) expect(paid).toBeLessThanOrEqual(cap);
        },
      ),
    );
  });

  it('pays a claim sent again at the same instant no more than one claim of both would be paid', () => {
    fc.assert(
      fc.property(
        rules,
        fc.nat(500),
        fc.nat(500),
        fc.option(fc.integer({ min: 0, max: 5 * 60 * MINUTE }), { nil: null }),
        fc.boolean(),
        ([, rule], first, second, sinceUntil, late) => {
          const now = new Date(T0);
          const input = {
            now,
            creditedUntil: sinceUntil === null ? null : new Date(T0 - sinceUntil),
            accountCreatedAt: new Date(T0 - 48 * 60 * MINUTE),
            late,
          };
          const a = decideClaim(rule, { ...input, requested: first });
          const b = decideClaim(rule, { ...input, requested: second, creditedUntil: a.creditedUntil });
          const once = decideClaim(rule, { ...input, requested: first + second });
          expect(a.credited + b.credited).toBeLessThanOrEqual(once.credited);
          // A replay of a claim that took all the bound allowed pays nothing.
          if (a.credited < first) {
            expect(
              decideClaim(rule, { ...input, requested: first, creditedUntil: a.creditedUntil }).credited,
            ).toBe(0);
          }
        },
      ),
    );
  });
});
