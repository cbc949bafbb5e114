import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOCUS_TIME_DIVISOR, toReportedUnits } from '../timer/focus-units';
import { decidePomodoroCredit, POMODORO_RULE, type PomodoroCreditDecision } from './pomodoro-credit';

const MINUTE = 60;

/**
 * The browser's focus-time claims for `seconds` of measured focus, sent in `chunks` pieces: each claim is
 * rounded to the call's 1.9 s unit and what the rounding left over goes with the next one
 * (use-focus-accounting.ts).
 */
class HonestClient {
  private carry = 0;
  claimedUnits = 0;

  claim(seconds: number, chunks: number) {
    let left = seconds;
    for (let i = 0; i < chunks; i += 1) {
      const piece = i === chunks - 1 ? left : Math.floor(seconds / chunks);
      left -= piece;
      const withCarry = piece + this.carry;
      const units = toReportedUnits(withCarry);
      this.carry = withCarry - units * FOCUS_TIME_DIVISOR;
      this.claimedUnits += units;
    }
  }

  get claimedSeconds() {
    return this.claimedUnits * FOCUS_TIME_DIVISOR;
  }
}

describe('decidePomodoroCredit', () => {
  it('credits a pomodoro once its focus time has been claimed, whatever its length', () => {
    for (const minutes of [1, 3, 15, 25, 90]) {
      const decision = decidePomodoroCredit({
        periodSeconds: minutes * MINUTE,
        claimedFocusSeconds: minutes * MINUTE,
        usedFocusSeconds: 0,
      });
      expect(decision).toEqual({ credited: true, usedFocusSeconds: minutes * MINUTE });
    }
  });

  it('refuses a pomodoro whose focus time has not been claimed, and changes nothing', () => {
    const decision = decidePomodoroCredit({
      periodSeconds: 25 * MINUTE,
      claimedFocusSeconds: 30 * MINUTE,
      usedFocusSeconds: 10 * MINUTE,
    });
    expect(decision).toEqual({ credited: false, usedFocusSeconds: 10 * MINUTE });
  });

  it('credits two one-minute pomodoros in a row, each from its own minute', () => {
    const first = decidePomodoroCredit({ periodSeconds: 60, claimedFocusSeconds: 60, usedFocusSeconds: 0 });
    expect(first.credited).toBe(true);
    const early = decidePomodoroCredit({
      periodSeconds: 60,
      claimedFocusSeconds: 60,
      usedFocusSeconds: first.usedFocusSeconds,
    });
    expect(early.credited).toBe(false);
    const second = decidePomodoroCredit({
      periodSeconds: 60,
      claimedFocusSeconds: 120,
      usedFocusSeconds: first.usedFocusSeconds,
    });
    expect(second).toEqual({ credited: true, usedFocusSeconds: 120 });
  });

  it('needs at least a minute of claimed focus, however short the period claims to be', () => {
    const short = { periodSeconds: 5, usedFocusSeconds: 0 };
    expect(decidePomodoroCredit({ ...short, claimedFocusSeconds: 30 }).credited).toBe(false);
    expect(decidePomodoroCredit({ ...short, claimedFocusSeconds: 60 })).toEqual({
      credited: true,
      usedFocusSeconds: 60,
    });
  });

  it('forgives the rounding of the focus-time unit, not more', () => {
    const period = { periodSeconds: 25 * MINUTE, usedFocusSeconds: 0 };
    const tolerance = POMODORO_RULE.toleranceSeconds;
    expect(decidePomodoroCredit({ ...period, claimedFocusSeconds: 25 * MINUTE - tolerance }).credited).toBe(
      true,
    );
    expect(
      decidePomodoroCredit({ ...period, claimedFocusSeconds: 25 * MINUTE - tolerance - 0.1 }).credited,
    ).toBe(false);
  });

  it('pays a two-hour offline session sent as one time claim and then its pomodoros', () => {
    let state: PomodoroCreditDecision = { credited: false, usedFocusSeconds: 0 };
    const credited: boolean[] = [];
    for (let i = 0; i < 4; i += 1) {
      state = decidePomodoroCredit({
        periodSeconds: 25 * MINUTE,
        claimedFocusSeconds: 120 * MINUTE,
        usedFocusSeconds: state.usedFocusSeconds,
      });
      credited.push(state.credited);
    }
    expect(credited).toEqual([true, true, true, true]);
  });

  it('keeps at most three hours of unused claimed focus for later pomodoros', () => {
    let used = 0;
    let count = 0;
    for (let i = 0; i < 300; i += 1) {
      const decision = decidePomodoroCredit({
        periodSeconds: MINUTE,
        claimedFocusSeconds: 100 * 60 * MINUTE,
        usedFocusSeconds: used,
      });
      if (!decision.credited) break;
      used = decision.usedFocusSeconds;
      count += 1;
    }
    expect(count).toBe(180);
  });

  it('credits a period longer than three hours once its whole length is claimed', () => {
    const long = 5 * 60 * MINUTE;
    expect(
      decidePomodoroCredit({ periodSeconds: long, claimedFocusSeconds: long, usedFocusSeconds: 0 }).credited,
    ).toBe(true);
  });
});

describe('pomodoro credits, any sequence', () => {
  const period = fc.integer({ min: 1, max: 240 }).map((minutes) => minutes * MINUTE);

  it('credits every honest sequence of periods, however the focus time was split into claims', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            seconds: period,
            chunks: fc.integer({ min: 1, max: 30 }),
            // Focus that ended no pomodoro (a reset period, a countdown without a task, the stopwatch).
            otherFocus: fc.integer({ min: 0, max: 4 * 60 * MINUTE }),
          }),
          { maxLength: 40 },
        ),
        (periods) => {
          const client = new HonestClient();
          let used = 0;
          for (const p of periods) {
            client.claim(p.otherFocus, 1);
            client.claim(p.seconds, p.chunks);
            const decision = decidePomodoroCredit({
              periodSeconds: p.seconds,
              claimedFocusSeconds: client.claimedSeconds,
              usedFocusSeconds: used,
            });
            expect(decision.credited).toBe(true);
            used = decision.usedFocusSeconds;
          }
        },
      ),
    );
  });

  it('never credits pomodoros beyond the claimed focus time that covers them', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.record({ kind: fc.constant('time' as const), units: fc.integer({ min: 0, max: 5_000 }) }),
            fc.record({
              kind: fc.constant('pomodoro' as const),
              seconds: fc.integer({ min: 1, max: 20_000 }),
            }),
          ),
          { maxLength: 200 },
        ),
        (calls) => {
          let claimedUnits = 0;
          let used = 0;
          let covered = 0;
          for (const call of calls) {
            if (call.kind === 'time') {
              claimedUnits += call.units;
              continue;
            }
            const claimedFocusSeconds = claimedUnits * FOCUS_TIME_DIVISOR;
            const decision = decidePomodoroCredit({
              periodSeconds: call.seconds,
              claimedFocusSeconds,
              usedFocusSeconds: used,
            });
            expect(decision.usedFocusSeconds).toBeGreaterThanOrEqual(used);
            if (decision.credited) covered += Math.max(call.seconds, POMODORO_RULE.minPeriodSeconds);
            used = decision.usedFocusSeconds;
            expect(covered).toBeLessThanOrEqual(claimedFocusSeconds + POMODORO_RULE.toleranceSeconds);
          }
        },
      ),
    );
  });
});
