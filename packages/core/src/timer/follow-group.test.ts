import { describe, expect, it } from 'vitest';
import { reduce } from './engine';
import type { TimerEffect } from './events';
import type { GroupPhaseNow } from './follow-group';
import { parseTimerState, serializeTimer } from './persistence';
import { DEFAULT_TIMER_SETTINGS } from './settings';
import { createTimerState, type TimerState } from './state';
import { view } from './view';

const T0 = 1_700_000_000_000;
const MIN = 60_000;
const own = { ...DEFAULT_TIMER_SETTINGS, pomodoroMinutes: 40, breakMinutes: 10, cycles: 3 };
const group = (overrides: Partial<GroupPhaseNow> = {}): GroupPhaseNow => ({
  groupId: 'g1',
  groupName: 'Library',
  phase: 'focus',
  cycle: 1,
  cycles: 2,
  focusMinutes: 25,
  breakMinutes: 5,
  remainingMs: 20 * MIN,
  paused: false,
  ...overrides,
});

const follow = (state: TimerState, g: GroupPhaseNow, now: number) =>
  reduce(state, { type: 'followGroup', group: g }, now);
const coins = (effects: TimerEffect[]) =>
  effects.reduce((sum, e) => sum + (e.type === 'coinsEarned' ? e.coins : 0), 0);

describe('following a group session', () => {
  it.each([
    ['a running focus phase', group(), '20:00', true, 'focus'],
    ['a paused focus phase', group({ paused: true, remainingMs: 7 * MIN + 500 }), '07:01', false, 'focus'],
    ['a break', group({ phase: 'break', remainingMs: 3 * MIN }), '03:00', true, 'break'],
  ] as const)('takes the time left of %s', (_name, g, display, isRunning, phase) => {
    const { state } = follow(createTimerState(own), g, T0);
    const shown = view(state, T0);
    expect(shown.display).toBe(display);
    expect(shown.isRunning).toBe(isRunning);
    expect(shown.phase).toBe(phase);
    expect(shown.currentCycle).toBe(g.cycle);
    expect(shown.totalCycles).toBe(2);
    expect(state.following).toEqual({
      groupId: 'g1',
      groupName: 'Library',
      ownSettings: own,
      ownMode: 'pomodoro',
    });
  });

  it('pays only the minutes focused after joining, as the timer does alone', () => {
    const joined = follow(createTimerState(own), group({ remainingMs: 20 * MIN }), T0);
    expect(coins(joined.effects)).toBe(0);
    const later = reduce(joined.state, { type: 'tick' }, T0 + 3 * MIN + 30_000);
    expect(coins(later.effects)).toBe(3);
  });

  it('pauses and resumes with the group, and its end moves with the group', () => {
    const joined = follow(createTimerState(own), group({ remainingMs: 20 * MIN }), T0).state;
    const paused = follow(joined, group({ remainingMs: 18 * MIN, paused: true }), T0 + 2 * MIN).state;
    expect(view(paused, T0 + 10 * MIN).display).toBe('18:00');
    const resumed = follow(paused, group({ remainingMs: 18 * MIN }), T0 + 10 * MIN).state;
    expect(view(resumed, T0 + 11 * MIN).display).toBe('17:00');
    // The pause earned nothing: 2 + 1 focused minutes.
    expect(resumed.coinsEarned).toBe(2);
    expect(reduce(resumed, { type: 'tick' }, T0 + 11 * MIN).state.coinsEarned).toBe(3);
  });

  it('ignores the own start, pause, reset and mode switch while following', () => {
    const joined = follow(createTimerState(own), group(), T0).state;
    for (const event of [
      { type: 'pause' },
      { type: 'reset' },
      { type: 'switchMode', mode: 'countdown' },
    ] as const) {
      expect(view(reduce(joined, event, T0 + MIN).state, T0 + MIN).display).toBe('19:00');
    }
  });

  it('moves to the group’s next phase without the 1 s gap', () => {
    const joined = follow(createTimerState(own), group({ remainingMs: MIN }), T0).state;
    const inBreak = follow(joined, group({ phase: 'break', remainingMs: 5 * MIN - 200 }), T0 + MIN + 200);
    expect(view(inBreak.state, T0 + MIN + 200).display).toBe('05:00');
    expect(view(inBreak.state, T0 + MIN + 200).phase).toBe('break');
    expect(inBreak.effects.some((e) => e.type === 'playSound' && e.sound === 'focusEnd')).toBe(true);
  });

  it('returns to the own idle timer with the own settings on leaving', () => {
    const running = reduce(createTimerState(own), { type: 'start' }, T0).state;
    const joined = follow(running, group(), T0 + 5 * MIN).state;
    const changed = reduce(
      joined,
      { type: 'updateSettings', settings: { pomodoroMinutes: 45 } },
      T0 + 6 * MIN,
    );
    const left = reduce(changed.state, { type: 'leaveGroup' }, T0 + 8 * MIN);
    expect(left.state.following).toBeUndefined();
    expect(left.state.settings).toEqual({ ...own, pomodoroMinutes: 45 });
    expect(view(left.state, T0 + 8 * MIN)).toMatchObject({
      mode: 'pomodoro',
      display: '45:00',
      isRunning: false,
      coinsEarned: 0,
    });
    expect(left.effects).toContainEqual({ type: 'focusTimeToSave', seconds: 180 });
  });

  it('keeps the link through a reload', () => {
    const joined = follow(createTimerState(own), group(), T0).state;
    const stored = JSON.parse(JSON.stringify(serializeTimer(joined)));
    expect(parseTimerState(stored)?.following).toEqual(joined.following);
    expect(parseTimerState({ ...stored, following: { groupId: 1 } })?.following).toBeUndefined();
  });
});
