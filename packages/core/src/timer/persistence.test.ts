import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reduce } from './engine';
import { detectSleep, parseTimerState, restoreTimer, SLEEP_GAP_MS, serializeTimer } from './persistence';
import { clampSettings } from './settings';
import { createTimerState, TIMER_MODES, type TimerState } from './state';
import { view } from './view';

const T0 = 1_700_000_000_000;
const MIN = 60_000;
const roundTrip = (state: TimerState): unknown => JSON.parse(JSON.stringify(serializeTimer(state)));
const running = () => reduce(createTimerState(), { type: 'start' }, T0).state;

describe('restoreTimer', () => {
  it('resumes a running timer exactly, applying the time the page was closed', () => {
    const restored = restoreTimer(roundTrip(running()), T0 + 10 * MIN + 500);
    expect(restored.corrupted).toBe(false);
    expect(view(restored.state, T0 + 10 * MIN + 500)).toMatchObject({ isRunning: true, display: '15:00' });
    // The coins of the minutes that passed while closed are paid on restore, once.
    expect(restored.effects).toEqual([{ type: 'coinsEarned', coins: 10, total: 10 }]);
    expect(reduce(restored.state, { type: 'tick' }, T0 + 10 * MIN + 500).effects).toEqual([]);
  });

  it('keeps a paused timer paused', () => {
    const paused = reduce(running(), { type: 'pause' }, T0 + 90_000).state;
    const restored = restoreTimer(roundTrip(paused), T0 + 60 * MIN);
    expect(view(restored.state, T0 + 60 * MIN)).toMatchObject({
      isRunning: false,
      display: '23:30',
      startLabel: 'Resume',
    });
  });

  it.each<[string, (raw: Record<string, unknown>) => void]>([
    [
      'running without a start time',
      (raw) => {
        raw.startedAt = null;
      },
    ],
    [
      'running without a mode',
      (raw) => {
        delete raw.mode;
      },
    ],
    [
      'running with an unknown mode',
      (raw) => {
        raw.mode = 'egg';
      },
    ],
    [
      'running with a broken time',
      (raw) => {
        raw.startedAt = 'soon';
      },
    ],
  ])('reports a corrupted running timer (%s) and hands back a stopped one', (_name, damage) => {
    const raw = roundTrip(running()) as Record<string, unknown>;
    damage(raw);
    const restored = restoreTimer(raw, T0 + MIN);
    expect(restored.corrupted).toBe(true);
    expect(restored.state).toMatchObject({ isRunning: false, startedAt: null, mode: 'pomodoro' });
  });

  it.each([null, undefined, 'garbage', 42, { isRunning: false, mode: 'nope' }])(
    'falls back quietly to a fresh stopped timer for unusable stopped data (%o)',
    (raw) => {
      const restored = restoreTimer(raw, T0);
      expect(restored.corrupted).toBe(false);
      expect(restored.state).toEqual({ ...createTimerState(), lastUpdateAt: null });
    },
  );

  it('salvages the settings of unusable data, clamped', () => {
    const restored = restoreTimer({ isRunning: true, settings: { pomodoroMinutes: 50, cycles: 500 } }, T0);
    expect(restored.state.settings).toMatchObject({ pomodoroMinutes: 50, cycles: 100 });
    expect(view(restored.state, T0).display).toBe('50:00');
  });

  it('clamps edited stored settings instead of rejecting the timer', () => {
    const raw = roundTrip(running()) as { settings: Record<string, unknown> };
    raw.settings.breakMinutes = 123_456;
    const restored = restoreTimer(raw, T0 + MIN);
    expect(restored.corrupted).toBe(false);
    expect(restored.state.settings.breakMinutes).toBe(9999);
  });

  it('serializes to a copy, never to the live state', () => {
    const state = createTimerState();
    const copy = serializeTimer(state);
    copy.settings.pomodoroMinutes = 1;
    expect(state.settings.pomodoroMinutes).toBe(25);
  });
});

describe('detectSleep', () => {
  it.each([
    [null, T0, false],
    [T0, T0 + SLEEP_GAP_MS, false],
    [T0, T0 + SLEEP_GAP_MS + 1, true],
  ])('last tick %s, now %s → %s', (last, now, asleep) => {
    expect(detectSleep(last, now)).toBe(asleep);
  });
});

describe('a clock that jumps backwards', () => {
  it('freezes the timer instead of replaying or un-paying time', () => {
    const later = reduce(running(), { type: 'tick' }, T0 + 5 * MIN);
    const back = reduce(later.state, { type: 'tick' }, T0 + MIN);
    expect(back.effects).toEqual([]);
    expect(view(back.state, T0 + MIN).display).toBe('20:00');
    expect(view(back.state, T0 + 6 * MIN).display).toBe('19:00');
  });
});

// The zod schema the timer parsed its stored state with until it was checked by hand (parseTimerState, so
// the first screen loads no zod): the hand-written check must accept and reject exactly what it did.
const milliseconds = z.number().min(0);
const timerStateSchema = z
  .object({
    version: z.literal(1),
    mode: z.enum(TIMER_MODES),
    settings: z.unknown().transform((value) => clampSettings(value)),
    isRunning: z.boolean(),
    isBreak: z.boolean(),
    isLongBreak: z.boolean(),
    isFinalBreak: z.boolean(),
    currentCycle: z.int().min(1),
    phaseDurationMs: milliseconds,
    startedAt: z.number().nullable(),
    pauseStartTime: z.number().nullable(),
    totalPausedTime: milliseconds,
    lastUpdateAt: z.number().nullable(),
    coinsEarned: z.int().min(0),
    sessionFocusMs: milliseconds,
    savedFocusMs: milliseconds,
  })
  .superRefine((state, ctx) => {
    const problem = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (state.isRunning && state.startedAt === null) problem('running without a start time');
    if (state.isRunning && state.pauseStartTime !== null) problem('running and paused at once');
    if (state.pauseStartTime !== null && state.startedAt === null) problem('paused without a start time');
    if (state.mode !== 'pomodoro' && state.isBreak) problem('a break outside pomodoro mode');
    if (state.isLongBreak && !state.isBreak) problem('a long break that is not a break');
    if (state.isFinalBreak && !state.isBreak) problem('a final break that is not a break');
  });

describe('parseTimerState', () => {
  const paused = () => reduce(running(), { type: 'pause' }, T0 + 90_000).state;
  const onBreak = () => reduce(running(), { type: 'tick' }, T0 + 26 * MIN).state;
  const bases = () => [createTimerState(), running(), paused(), onBreak()].map(roundTrip);
  const oddValues = fc.oneof(
    fc.constantFrom(
      null,
      undefined,
      true,
      false,
      0,
      -1,
      1,
      1.5,
      -0.5,
      2 ** 53,
      Number.NaN,
      Infinity,
      '1',
      'pomodoro',
      'countdown',
      'stopwatch',
      [],
      {},
    ),
    fc.anything(),
  );
  const keys = Object.keys(createTimerState());

  it('accepts and rejects exactly what the zod schema did, with the same result', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...bases()),
        fc.dictionary(fc.constantFrom(...keys, 'extra'), oddValues, { maxKeys: 4 }),
        fc.subarray(keys, { maxLength: 2 }),
        (base, changes, removed) => {
          const raw: Record<string, unknown> = { ...(base as Record<string, unknown>), ...changes };
          for (const key of removed) delete raw[key];
          const expected = timerStateSchema.safeParse(raw);
          expect(parseTimerState(raw)).toEqual(expected.success ? expected.data : null);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it.each([null, undefined, 'garbage', 42, [], [1, 2]])('rejects what is not a stored state (%o)', (raw) => {
    expect(parseTimerState(raw)).toBeNull();
    expect(timerStateSchema.safeParse(raw).success).toBe(false);
  });

  it('takes every valid state as it is, without keys it does not know', () => {
    for (const base of bases()) {
      expect(parseTimerState({ ...(base as object), extra: 1 })).toEqual(base);
    }
  });
});
