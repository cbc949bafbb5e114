import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMER_SETTINGS } from '../timer/settings';
import { estimatedDurationBySteps, estimatedDurationMs, estimatedFinish, formatDuration } from './estimate';

const MIN = 60_000;

describe('estimatedDurationMs', () => {
  it('adds the breaks between pomodoros with the default settings', () => {
    expect(estimatedDurationMs(0)).toBe(0);
    expect(estimatedDurationMs(1)).toBe(25 * MIN);
    expect(estimatedDurationMs(2)).toBe(55 * MIN);
    // 4 pomodoros, 3 short breaks; the long break only comes after the 4th, which is the last.
    expect(estimatedDurationMs(4)).toBe((100 + 15) * MIN);
    // 5: one long break after the 4th.
    expect(estimatedDurationMs(5)).toBe((125 + 15 + 15) * MIN);
  });

  it('uses the user settings, and no long break with interval 0', () => {
    const settings = { pomodoroMinutes: 50, breakMinutes: 10, longBreakMinutes: 30, longBreakInterval: 0 };
    expect(estimatedDurationMs(3, settings)).toBe((150 + 20) * MIN);
    expect(estimatedFinish(new Date(0), 1, settings).getTime()).toBe(50 * MIN);
  });

  it('equals the break-by-break walk and grows with every pomodoro', () => {
    const settings = fc.record({
      pomodoroMinutes: fc.integer({ min: 0, max: 9999 }),
      breakMinutes: fc.integer({ min: 0, max: 9999 }),
      longBreakMinutes: fc.integer({ min: 0, max: 9999 }),
      longBreakInterval: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), settings, (n, s) => {
        expect(estimatedDurationMs(n, s)).toBe(estimatedDurationBySteps(n, s));
        expect(estimatedDurationMs(n + 1, s)).toBeGreaterThanOrEqual(
          estimatedDurationMs(n, s) + s.pomodoroMinutes * MIN,
        );
      }),
    );
  });

  it('formats durations for the estimate box', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(45 * MIN)).toBe('45 min');
    expect(formatDuration(120 * MIN)).toBe('2 h');
    expect(formatDuration(200 * MIN)).toBe('3 h 20 min');
    expect(DEFAULT_TIMER_SETTINGS.pomodoroMinutes).toBe(25);
  });
});
