import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reduce } from './engine';
import type { GroupPhaseNow } from './follow-group';
import { clampSettings } from './settings';
import { createTimerState, type TimerState } from './state';
import { view } from './view';

const T0 = 1_700_000_000_000;
const MIN = 60_000;

// A group session's phase as a member's screen sees it at some moment.
const groupArb = fc
  .record({
    focusMinutes: fc.integer({ min: 1, max: 180 }),
    breakMinutes: fc.integer({ min: 1, max: 60 }),
    cycles: fc.integer({ min: 1, max: 12 }),
    isBreak: fc.boolean(),
    cycleSeed: fc.nat(),
    leftShare: fc.double({ min: 0, max: 1, noNaN: true }),
    paused: fc.boolean(),
  })
  .map((g): GroupPhaseNow => {
    const cycle = 1 + (g.cycleSeed % g.cycles);
    const phase = g.isBreak && cycle < g.cycles ? 'break' : 'focus';
    const lengthMs = (phase === 'focus' ? g.focusMinutes : g.breakMinutes) * MIN;
    return {
      groupId: 'g1',
      groupName: 'Library',
      phase,
      cycle,
      cycles: g.cycles,
      focusMinutes: g.focusMinutes,
      breakMinutes: g.breakMinutes,
      remainingMs: Math.max(1, Math.round(g.leftShare * lengthMs)),
      paused: g.paused,
    };
  });

const ownArb = fc.record({
  settings: fc.record({
    pomodoroMinutes: fc.integer({ min: 1, max: 90 }),
    breakMinutes: fc.integer({ min: 1, max: 30 }),
    cycles: fc.integer({ min: 1, max: 8 }),
  }),
  mode: fc.constantFrom('pomodoro', 'countdown', 'stopwatch' as const),
  running: fc.boolean(),
});

const makeOwn = (o: { settings: object; mode: 'pomodoro' | 'countdown' | 'stopwatch'; running: boolean }) => {
  const idle = createTimerState(clampSettings(o.settings), o.mode);
  return o.running ? reduce(idle, { type: 'start' }, T0 - 3 * MIN).state : idle;
};

const remainingMs = (state: TimerState, now: number) => view(state, now).remainingSeconds;

describe('a followed timer (property)', () => {
  it('shows the group’s time left after any sequence of group updates, and leaving restores the own timer', () => {
    fc.assert(
      fc.property(
        ownArb,
        fc.array(fc.tuple(groupArb, fc.integer({ min: 0, max: 10 * MIN })), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 5 * MIN }),
        (o, updates, after) => {
          const start = makeOwn(o);
          let state = start;
          let now = T0;
          let last: GroupPhaseNow | undefined;
          for (const [g, dt] of updates) {
            now += dt;
            state = reduce(state, { type: 'followGroup', group: g }, now).state;
            last = g;
            expect(remainingMs(state, now)).toBe(Math.ceil(g.remainingMs / 1000));
            expect(view(state, now).isPaused).toBe(g.paused);
          }
          if (!last) return;
          // Until the group's phase ends, the time left runs down with the group's (or stays, paused).
          const within = Math.min(after, last.remainingMs - 1);
          const groupLeft = last.paused ? last.remainingMs : last.remainingMs - within;
          expect(remainingMs(state, now + within)).toBe(Math.ceil(groupLeft / 1000));
          const left = reduce(state, { type: 'leaveGroup' }, now + within).state;
          expect(left.following).toBeUndefined();
          expect(left.settings).toEqual(start.settings);
          expect(left.mode).toBe(start.mode);
          expect(left.startedAt).toBeNull();
          expect(left.coinsEarned).toBe(0);
        },
      ),
    );
  });
});
