import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampSettings, DEFAULT_TIMER_SETTINGS, timerSettingsSchema } from './settings';

describe('timer settings: clamps and defaults', () => {
  it('defaults: pomodoro 25, break 5, countdown 5, cycles 1, long break 15 every 4', () => {
    expect(clampSettings(undefined)).toEqual({
      pomodoroMinutes: 25,
      breakMinutes: 5,
      countdownMinutes: 5,
      cycles: 1,
      longBreakMinutes: 15,
      longBreakInterval: 4,
    });
  });

  it.each<[string, Record<string, unknown>, Partial<typeof DEFAULT_TIMER_SETTINGS>]>([
    ['minutes below 0 clamp to 0', { pomodoroMinutes: -5 }, { pomodoroMinutes: 0 }],
    ['minutes above 9999 clamp to 9999', { breakMinutes: 10_000 }, { breakMinutes: 9999 }],
    ['countdown clamps too', { countdownMinutes: 1e9 }, { countdownMinutes: 9999 }],
    ['long break clamps too', { longBreakMinutes: -1 }, { longBreakMinutes: 0 }],
    ['cycles above 100 clamp to 100', { cycles: 150 }, { cycles: 100 }],
    ['cycles below 0 clamp to 0', { cycles: -1 }, { cycles: 0 }],
    ['fractions round to whole minutes', { pomodoroMinutes: 12.6 }, { pomodoroMinutes: 13 }],
    ['a numeric string from a form field counts', { pomodoroMinutes: ' 30 ' }, { pomodoroMinutes: 30 }],
    [
      'a non-number falls back to the default',
      { pomodoroMinutes: 'abc', cycles: null },
      { pomodoroMinutes: 25, cycles: 1 },
    ],
    [
      'NaN and Infinity fall back to the default',
      { breakMinutes: Number.NaN, cycles: Infinity },
      { breakMinutes: 5, cycles: 1 },
    ],
    ['an empty field falls back to the default', { countdownMinutes: '' }, { countdownMinutes: 5 }],
  ])('%s', (_name, input, expected) => {
    expect(clampSettings(input)).toMatchObject(expected);
  });

  it('a partial update keeps the other values of the base', () => {
    const base = { ...DEFAULT_TIMER_SETTINGS, pomodoroMinutes: 50, cycles: 4 };
    expect(clampSettings({ breakMinutes: 10 }, base)).toEqual({ ...base, breakMinutes: 10 });
  });

  it('non-objects give the defaults', () => {
    for (const input of [null, 42, 'x', [1, 2]]) expect(clampSettings(input)).toEqual(DEFAULT_TIMER_SETTINGS);
  });

  it('whatever comes in, valid settings come out', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.dictionary(fc.constantFrom(...Object.keys(DEFAULT_TIMER_SETTINGS)), fc.anything()),
        (a, b) => {
          expect(timerSettingsSchema.safeParse(clampSettings(a)).success).toBe(true);
          expect(timerSettingsSchema.safeParse(clampSettings(b)).success).toBe(true);
        },
      ),
    );
  });
});
