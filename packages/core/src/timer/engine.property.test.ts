import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reduce } from './engine';
import type { TimerEffect, TimerEvent } from './events';
import { restoreTimer, serializeTimer } from './persistence';
import {
  ALARM_SOUNDS,
  clampSettings,
  effectiveCycles,
  isLongBreakAfter,
  type TimerSettings,
} from './settings';
import { createTimerState, type TimerMode, type TimerState } from './state';
import { AUTO_TRANSITION_MS } from './timing';
import { view } from './view';

/*
 * A reference model written the other way round: it counts running time down like a naive ticking timer
 * (the approach the engine must NOT use), in exact integer milliseconds. The engine, which derives
 * everything from timestamps, must agree with it after every command of every random sequence.
 */
interface Model {
  mode: TimerMode;
  settings: TimerSettings;
  started: boolean;
  running: boolean;
  isBreak: boolean;
  isLong: boolean;
  isFinal: boolean;
  cycle: number;
  durationMs: number;
  remainingMs: number;
  gapMs: number;
  stopwatchMs: number;
  sessionFocusMs: number;
}

const MIN = 60_000;
const full = (m: Model, mode: TimerMode) =>
  mode === 'pomodoro'
    ? m.settings.pomodoroMinutes * MIN
    : mode === 'countdown'
      ? m.settings.countdownMinutes * MIN
      : 0;

const idle = (m: Model, mode: TimerMode): Model => {
  const d = full(m, mode);
  return {
    ...m,
    mode,
    started: false,
    running: false,
    isBreak: false,
    isLong: false,
    isFinal: false,
    cycle: 1,
    durationMs: d,
    remainingMs: d,
    gapMs: 0,
    stopwatchMs: 0,
  };
};

const phase = (m: Model, isBreak: boolean, minutes: number): Model => ({
  ...m,
  isBreak,
  durationMs: minutes * MIN,
  remainingMs: minutes * MIN,
  gapMs: AUTO_TRANSITION_MS,
});

const transition = (m: Model): Model => {
  if (m.mode === 'countdown') return idle(m, 'countdown');
  if (!m.isBreak) {
    const isFinal = m.cycle >= effectiveCycles(m.settings);
    const isLong = isLongBreakAfter(m.cycle, m.settings);
    const next = phase(m, true, isLong ? m.settings.longBreakMinutes : m.settings.breakMinutes);
    return { ...next, isLong, isFinal };
  }
  if (m.isFinal) return idle(m, 'pomodoro');
  return { ...phase(m, false, m.settings.pomodoroMinutes), isLong: false, cycle: m.cycle + 1 };
};

const modelAdvance = (start: Model, dt: number): Model => {
  let m = start;
  let left = dt;
  while (m.running) {
    if (m.gapMs > 0) {
      if (left === 0) break;
      const d = Math.min(m.gapMs, left);
      m = { ...m, gapMs: m.gapMs - d };
      left -= d;
    } else if (m.mode === 'stopwatch') {
      m = { ...m, stopwatchMs: m.stopwatchMs + left, sessionFocusMs: m.sessionFocusMs + left };
      left = 0;
      break;
    } else if (m.remainingMs === 0) {
      m = transition(m);
    } else {
      if (left === 0) break;
      const d = Math.min(m.remainingMs, left);
      m = { ...m, remainingMs: m.remainingMs - d, sessionFocusMs: m.sessionFocusMs + (m.isBreak ? 0 : d) };
      left -= d;
    }
  }
  return m;
};

type Command = { kind: 'event'; event: TimerEvent; dt: number } | { kind: 'reload'; dt: number };

/** Applies a command to the model; `newSession` tells the checker that the coin counter restarts. */
const modelApply = (before: Model, cmd: Command): { m: Model; newSession: boolean } => {
  const m = modelAdvance(before, cmd.dt);
  if (cmd.kind === 'reload') return { m, newSession: false };
  const e = cmd.event;
  switch (e.type) {
    case 'start':
      if (m.running) return { m, newSession: false };
      if (m.started) return { m: { ...m, running: true }, newSession: false };
      return {
        m: modelAdvance({ ...idle(m, m.mode), started: true, running: true, sessionFocusMs: 0 }, 0),
        newSession: true,
      };
    case 'pause':
      return { m: { ...m, running: false }, newSession: false };
    case 'continueRun':
      if (m.isFinal) return { m: { ...m, isFinal: false, running: true }, newSession: false };
      if (m.mode !== 'pomodoro' || m.started) return { m, newSession: false };
      return modelApply(before, { ...cmd, event: { type: 'start' } });
    case 'reset':
      return { m: { ...idle(m, m.mode), sessionFocusMs: 0 }, newSession: true };
    case 'switchMode':
      if (m.running || m.mode === e.mode) return { m, newSession: false };
      return { m: { ...idle(m, e.mode), sessionFocusMs: 0 }, newSession: true };
    case 'updateSettings': {
      const next = { ...m, settings: clampSettings(e.settings, m.settings) };
      if (m.started) return { m: next, newSession: false };
      const d = full(next, m.mode);
      return { m: { ...next, durationMs: d, remainingMs: d }, newSession: false };
    }
    case 'tick':
    case 'flush':
      return { m, newSession: false };
    case 'followGroup':
    case 'leaveGroup':
      // Not generated here: follow-group.property.test.ts checks following a group.
      throw new Error(`unexpected ${e.type}`);
  }
};

const sumCoins = (effects: TimerEffect[]) =>
  effects.reduce((n, e) => n + (e.type === 'coinsEarned' ? e.coins : 0), 0);
const sumSaved = (effects: TimerEffect[]) =>
  effects.reduce((n, e) => n + (e.type === 'focusTimeToSave' ? e.seconds : 0), 0);

// Small lengths so that random time advances cross many phase boundaries; sometimes odd input.
const minutes = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 30 }) },
);
const settingsArb = fc.record({
  pomodoroMinutes: minutes,
  breakMinutes: minutes,
  countdownMinutes: minutes,
  cycles: fc.integer({ min: 0, max: 6 }),
  longBreakMinutes: minutes,
  longBreakInterval: fc.integer({ min: 0, max: 4 }),
  alarmSound: fc.constantFrom(...ALARM_SOUNDS),
  alarmVolume: fc.integer({ min: 0, max: 100 }),
});
const oddValue = fc.oneof(
  fc.constant('abc'),
  fc.constant(Number.NaN),
  fc.integer({ min: -50, max: 20_000 }),
  fc.constant('2'),
);
const settingsPatchArb = fc.oneof(
  {
    weight: 4,
    arbitrary: settingsArb.chain((s) =>
      fc
        .subarray(Object.keys(s))
        .map((keys) => Object.fromEntries(keys.map((k) => [k, s[k as keyof TimerSettings]]))),
    ),
  },
  { weight: 1, arbitrary: fc.record({ pomodoroMinutes: oddValue, cycles: oddValue }, { requiredKeys: [] }) },
);
// Includes huge gaps: a tab hidden for hours, a laptop asleep overnight.
const dtArb = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 0, max: 1500 }) },
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 5 * MIN }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 12 * 60 * MIN }) },
);
const modeArb = fc.constantFrom<TimerMode>('pomodoro', 'countdown', 'stopwatch');
const eventArb: fc.Arbitrary<TimerEvent> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ type: 'start' as const }) },
  { weight: 2, arbitrary: fc.constant({ type: 'pause' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'reset' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'continueRun' as const }) },
  { weight: 2, arbitrary: modeArb.map((mode) => ({ type: 'switchMode' as const, mode })) },
  {
    weight: 1,
    arbitrary: settingsPatchArb.map((settings) => ({ type: 'updateSettings' as const, settings })),
  },
  { weight: 4, arbitrary: fc.constant({ type: 'tick' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'flush' as const }) },
);
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('event' as const), event: eventArb, dt: dtArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reload' as const), dt: dtArb }) },
);

const T0 = 1_700_000_000_000;

const initialModel = (settings: TimerSettings): Model =>
  idle({ mode: 'pomodoro', settings, sessionFocusMs: 0 } as Model, 'pomodoro');

describe('timer engine against a tick-counting reference model', () => {
  it('agrees on time, phase, cycle, coins and saved focus time after every command', () => {
    fc.assert(
      fc.property(settingsArb, fc.array(commandArb, { maxLength: 40 }), (settings, commands) => {
        let state: TimerState = createTimerState(settings);
        let m = initialModel(settings);
        let now = T0;
        let sessionCoins = 0;
        let sessionSaved = 0;
        for (const cmd of commands) {
          now += cmd.dt;
          const before = view(state, now);
          let effects: TimerEffect[];
          if (cmd.kind === 'reload') {
            const restored = restoreTimer(JSON.parse(JSON.stringify(serializeTimer(state))), now);
            expect(restored.corrupted).toBe(false);
            // A reload at any instant resumes exactly the same timer.
            expect(view(restored.state, now)).toEqual(before);
            expect(restored.state).toEqual(reduce(state, { type: 'tick' }, now).state);
            state = restored.state;
            effects = restored.effects;
          } else {
            const result = reduce(state, cmd.event, now);
            if (cmd.event.type === 'switchMode' && before.isRunning) {
              expect(result.state.mode).toBe(before.mode); // no mode switch while running
            }
            state = result.state;
            effects = result.effects;
          }
          const advanced = modelAdvance(m, cmd.dt);
          const applied = modelApply(m, cmd);
          // Coins and saved seconds of this command belong to the session that was current before it.
          sessionCoins += sumCoins(effects);
          sessionSaved += sumSaved(effects);
          const coinMode = advanced.mode !== 'stopwatch';
          expect(sessionCoins).toBe(coinMode ? Math.floor(advanced.sessionFocusMs / MIN) : 0);
          expect(sessionSaved * 1000).toBeLessThanOrEqual(advanced.sessionFocusMs);
          if (applied.newSession) {
            // The session is over: every whole focused second has been handed out, none twice.
            expect(sessionSaved).toBe(Math.floor(advanced.sessionFocusMs / 1000));
            sessionCoins = 0;
            sessionSaved = 0;
          }
          m = applied.m;

          const v = view(state, now);
          expect(v.mode).toBe(m.mode);
          expect(v.isRunning).toBe(m.running);
          expect(v.phaseLabel).toBe(m.isBreak ? 'Break' : 'Pomodoro');
          expect(v.isFinalBreak).toBe(m.isFinal);
          expect(v.currentCycle).toBe(m.cycle);
          expect(v.coinsEarned).toBe(sessionCoins);
          const expectedSeconds =
            m.mode === 'stopwatch' ? Math.floor(m.stopwatchMs / 1000) : Math.ceil(m.remainingMs / 1000);
          expect(v.remainingSeconds).toBe(expectedSeconds);
          expect(Number.isInteger(v.remainingSeconds) && v.remainingSeconds >= 0).toBe(true);
          expect(v.display).toMatch(/^\d{2,}:[0-5]\d$/);
          expect(v.progress).toBeGreaterThanOrEqual(0);
          expect(v.progress).toBeLessThanOrEqual(1);
          const resumable =
            m.mode === 'stopwatch'
              ? expectedSeconds > 0
              : expectedSeconds > 0 && expectedSeconds !== Math.ceil(m.durationMs / 1000);
          expect(v.startLabel).toBe(resumable ? 'Resume' : 'Start');
          expect(v.canSwitchMode).toBe(!m.running);
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe('catching up a long gap', () => {
  const scenarioArb = fc.record({
    settings: settingsArb,
    commands: fc.array(fc.record({ event: eventArb, dt: dtArb }), { maxLength: 15 }),
    gap: fc.integer({ min: 0, max: 12 * 60 * MIN }),
    cuts: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 30 }),
  });

  it('gives the same result in one tick as in many small ones (no drift)', () => {
    fc.assert(
      fc.property(scenarioArb, ({ settings, commands, gap, cuts }) => {
        let state = createTimerState(settings);
        let now = T0;
        for (const { event, dt } of commands) {
          now += dt;
          state = reduce(state, event, now).state;
        }
        const end = now + gap;
        const once = reduce(state, { type: 'tick' }, end);

        const instants = [...cuts.map((c) => now + Math.floor(c * gap)), end].sort((a, b) => a - b);
        let stepped = state;
        const steppedEffects: TimerEffect[] = [];
        for (const t of instants) {
          const r = reduce(stepped, { type: 'tick' }, t);
          stepped = r.state;
          steppedEffects.push(...r.effects);
        }
        expect(stepped).toEqual(once.state);
        const withoutCoins = (effects: TimerEffect[]) => effects.filter((e) => e.type !== 'coinsEarned');
        expect(withoutCoins(steppedEffects)).toEqual(withoutCoins(once.effects));
        expect(sumCoins(steppedEffects)).toBe(sumCoins(once.effects));
      }),
      { numRuns: 400 },
    );
  });
});
