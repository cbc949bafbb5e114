import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VOLUME_MAX, VOLUME_MIN } from '../sound/volume';
import {
  ALARM_SOUNDS,
  clampSettings,
  DEFAULT_TIMER_SETTINGS,
  LONG_BREAK_INTERVAL_MAX,
  TIMER_CYCLES_MAX,
  TIMER_CYCLES_MIN,
  TIMER_MINUTES_MAX,
  TIMER_MINUTES_MIN,
  type TimerSettings,
} from './settings';

/** The shape of settings once clamped (kept here, not in settings.ts: the browser's timer loads no zod). */
const timerSettingsSchema = z.object({
  pomodoroMinutes: z.int().min(TIMER_MINUTES_MIN).max(TIMER_MINUTES_MAX),
  breakMinutes: z.int().min(TIMER_MINUTES_MIN).max(TIMER_MINUTES_MAX),
  countdownMinutes: z.int().min(TIMER_MINUTES_MIN).max(TIMER_MINUTES_MAX),
  cycles: z.int().min(TIMER_CYCLES_MIN).max(TIMER_CYCLES_MAX),
  longBreakMinutes: z.int().min(TIMER_MINUTES_MIN).max(TIMER_MINUTES_MAX),
  longBreakInterval: z.int().min(0).max(LONG_BREAK_INTERVAL_MAX),
  alarmSound: z.enum(ALARM_SOUNDS),
  alarmVolume: z.int().min(VOLUME_MIN).max(VOLUME_MAX),
}) satisfies z.ZodType<TimerSettings>;

describe('timer settings: clamps and defaults', () => {
  it('defaults: pomodoro 25, break 5, countdown 5, cycles 1, long break 15 every 4, chime at 60 %', () => {
    expect(clampSettings(undefined)).toEqual({
      pomodoroMinutes: 25,
      breakMinutes: 5,
      countdownMinutes: 5,
      cycles: 1,
      longBreakMinutes: 15,
      longBreakInterval: 4,
      alarmSound: 'chime',
      alarmVolume: 60,
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
    ['every alarm sound is kept', { alarmSound: 'digital' }, { alarmSound: 'digital' }],
    ['an unknown alarm sound is the default', { alarmSound: 'siren' }, { alarmSound: 'chime' }],
    ['an alarm sound that is not a string is the default', { alarmSound: 3 }, { alarmSound: 'chime' }],
    ['alarm volume above 100 clamps to 100', { alarmVolume: 180 }, { alarmVolume: 100 }],
    ['alarm volume below 0 clamps to 0 (silent)', { alarmVolume: -1 }, { alarmVolume: 0 }],
    ['alarm volume from a slider string', { alarmVolume: '35' }, { alarmVolume: 35 }],
    ['alarm volume that is not a number is the default', { alarmVolume: 'max' }, { alarmVolume: 60 }],
  ])('%s', (_name, input, expected) => {
    expect(clampSettings(input)).toMatchObject(expected);
  });

  it('a partial update keeps the other values of the base', () => {
    const base = { ...DEFAULT_TIMER_SETTINGS, pomodoroMinutes: 50, cycles: 4 };
    expect(clampSettings({ breakMinutes: 10 }, base)).toEqual({ ...base, breakMinutes: 10 });
  });

  it('settings stored before the alarm was a choice keep their lengths and get the default alarm', () => {
    const old = { pomodoroMinutes: 50, breakMinutes: 10, countdownMinutes: 5, cycles: 2 };
    expect(clampSettings(old)).toMatchObject({ ...old, alarmSound: 'chime', alarmVolume: 60 });
  });

  it('a partial update that leaves the alarm out keeps the chosen alarm', () => {
    const base = { ...DEFAULT_TIMER_SETTINGS, alarmSound: 'bell' as const, alarmVolume: 90 };
    expect(clampSettings({ pomodoroMinutes: 30 }, base)).toMatchObject({
      alarmSound: 'bell',
      alarmVolume: 90,
    });
  });

  it('every alarm sound survives a round trip; only names on the list do', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...ALARM_SOUNDS), fc.string()), (name) => {
        const kept = clampSettings({ alarmSound: name }).alarmSound;
        expect(kept).toBe((ALARM_SOUNDS as readonly string[]).includes(name) ? name : 'chime');
      }),
    );
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
