import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reduce } from './engine';
import type { TimerEvent } from './events';
import { runningPeriodEnd, upcomingPeriodEnds } from './period-end';
import { DEFAULT_TIMER_SETTINGS, type TimerSettings } from './settings';
import { createTimerState, type TimerMode, type TimerState } from './state';
import { AUTO_TRANSITION_MS } from './timing';

const T0 = 1_700_000_000_000;
const MIN = 60_000;

const stateAfter = (settings: Partial<TimerSettings>, mode: TimerMode, steps: [TimerEvent, number][]) => {
  let state = createTimerState({ ...DEFAULT_TIMER_SETTINGS, ...settings }, mode);
  for (const [event, at] of steps) state = reduce(state, event, T0 + at).state;
  return state;
};
const start: TimerEvent = { type: 'start' };
const pause: TimerEvent = { type: 'pause' };

describe('runningPeriodEnd', () => {
  it('names the focus period and its end after a start', () => {
    const state = stateAfter({}, 'pomodoro', [[start, 0]]);
    expect(runningPeriodEnd(state, T0 + 1000)).toEqual({ kind: 'focus', endsAt: T0 + 25 * MIN });
  });

  it('moves the end back by the paused time after a resume, and is null while paused', () => {
    const paused = stateAfter({}, 'pomodoro', [
      [start, 0],
      [pause, 5 * MIN],
    ]);
    expect(runningPeriodEnd(paused, T0 + 6 * MIN)).toBeNull();
    const resumed = reduce(paused, start, T0 + 8 * MIN).state;
    expect(runningPeriodEnd(resumed, T0 + 8 * MIN)).toEqual({ kind: 'focus', endsAt: T0 + 28 * MIN });
  });

  it('names the short and the long break from a stale stored state', () => {
    const state = stateAfter({ cycles: 4, longBreakInterval: 2 }, 'pomodoro', [[start, 0]]);
    // 25 min focus, 1 s gap, 5 min break, 1 s gap, 25 min focus, 1 s gap, then the long break.
    expect(runningPeriodEnd(state, T0 + 26 * MIN)).toEqual({
      kind: 'shortBreak',
      endsAt: T0 + 30 * MIN + AUTO_TRANSITION_MS,
    });
    expect(runningPeriodEnd(state, T0 + 56 * MIN)).toEqual({
      kind: 'longBreak',
      endsAt: T0 + 55 * MIN + 3 * AUTO_TRANSITION_MS + 15 * MIN,
    });
  });

  it('says countdown for the countdown and nothing for the stopwatch or an idle timer', () => {
    expect(runningPeriodEnd(stateAfter({}, 'countdown', [[start, 0]]), T0)).toEqual({
      kind: 'countdown',
      endsAt: T0 + 5 * MIN,
    });
    expect(runningPeriodEnd(stateAfter({}, 'stopwatch', [[start, 0]]), T0 + MIN)).toBeNull();
    expect(runningPeriodEnd(createTimerState(), T0)).toBeNull();
    expect(runningPeriodEnd(stateAfter({}, 'countdown', [[start, 0]]), T0 + 6 * MIN)).toBeNull();
  });

  it('is exactly when the engine finishes the period, for any settings, pauses and moment asked', () => {
    const events = fc.array(
      fc.record({
        event: fc.constantFrom<TimerEvent>(start, pause, { type: 'tick' }),
        gap: fc.integer({ min: 0, max: 40 * MIN }),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom<TimerMode>('pomodoro', 'countdown'),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 4 }),
        events,
        fc.integer({ min: 0, max: 40 * MIN }),
        (mode, focus, rest, cycles, steps, askAfter) => {
          let state: TimerState = createTimerState(
            {
              ...DEFAULT_TIMER_SETTINGS,
              pomodoroMinutes: focus,
              countdownMinutes: focus,
              breakMinutes: rest,
              cycles,
            },
            mode,
          );
          let now = T0;
          for (const { event, gap } of steps) {
            now += gap;
            state = reduce(state, event, now).state;
          }
          const askedAt = now + askAfter;
          const end = runningPeriodEnd(state, askedAt);
          if (end === null) return;
          expect(end.endsAt).toBeGreaterThan(askedAt);
          // Ticking up to a millisecond before the end finishes nothing; ticking at the end finishes it.
          const before = reduce(state, { type: 'tick' }, end.endsAt - 1);
          expect(before.effects.every((e) => e.type !== 'periodFinished' || e.at <= askedAt)).toBe(true);
          const at = reduce(before.state, { type: 'tick' }, end.endsAt);
          const finished = at.effects.find((e) => e.type === 'periodFinished');
          expect(finished).toMatchObject({
            kind: end.kind === 'focus' || end.kind === 'countdown' ? 'focus' : 'break',
            at: end.endsAt,
          });
        },
      ),
    );
  });

  it("lists the periods that follow on their own, in order, up to the run's end", () => {
    const state = stateAfter(
      { cycles: 2, longBreakInterval: 2, breakMinutes: 5, longBreakMinutes: 15 },
      'pomodoro',
      [[start, 0]],
    );
    const s = 1000;
    expect(upcomingPeriodEnds(state, T0 + 10 * MIN, 20)).toEqual([
      { kind: 'focus', endsAt: T0 + 25 * MIN },
      { kind: 'shortBreak', endsAt: T0 + 30 * MIN + s },
      { kind: 'focus', endsAt: T0 + 55 * MIN + 2 * s },
      { kind: 'longBreak', endsAt: T0 + 70 * MIN + 3 * s },
    ]);
    expect(upcomingPeriodEnds(state, T0 + 10 * MIN, 2)).toHaveLength(2);
    expect(upcomingPeriodEnds(stateAfter({}, 'countdown', [[start, 0]]), T0, 20)).toEqual([
      { kind: 'countdown', endsAt: T0 + 5 * MIN },
    ]);
  });

  it('lists exactly the ends the engine reaches when nobody touches the timer', () => {
    fc.assert(
      fc.property(
        // A 0-minute focus period is over the moment it starts: nothing to alert.
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 90 * MIN }),
        (focus, rest, cycles, interval, askAfter) => {
          const settings = {
            pomodoroMinutes: focus,
            breakMinutes: rest,
            cycles,
            longBreakInterval: interval,
          };
          const state = stateAfter(settings, 'pomodoro', [[start, 0]]);
          const askedAt = T0 + askAfter;
          const ends = upcomingPeriodEnds(state, askedAt, 500);
          // Tick far past the run's end in one go: every period the engine finishes after askedAt is listed.
          const finished = reduce(state, { type: 'tick' }, T0 + 2000 * MIN).effects.filter(
            (e) => e.type === 'periodFinished' && e.at > askedAt,
          );
          expect(ends.map((e) => e.endsAt)).toEqual(finished.map((e) => ('at' in e ? e.at : 0)));
        },
      ),
    );
  });
});
