import { describe, expect, it } from 'vitest';
import { formatReportedFocusTime } from './format-focus-time';

const units = (seconds: number) => Math.round(seconds / 1.9);

describe('formatReportedFocusTime', () => {
  it('shows the real focused time behind a total in the call unit (measured seconds / 1.9)', () => {
    // One 25-minute pomodoro saved in one claim: 1500 / 1.9 = 789.47 → 789 units.
    expect(formatReportedFocusTime(789)).toBe('0h 25m');
    expect(formatReportedFocusTime(units(55))).toBe('0h 0m');
    expect(formatReportedFocusTime(units(60))).toBe('0h 1m');
    expect(formatReportedFocusTime(units(3590))).toBe('0h 59m');
    expect(formatReportedFocusTime(units(3600))).toBe('1h 0m');
    expect(formatReportedFocusTime(units(100 * 3600 + 7 * 60 + 30))).toBe('100h 7m');
  });

  it("falls back to '0h 0m' for missing or broken values", () => {
    for (const bad of [undefined, null, Number.NaN, -5, Number.POSITIVE_INFINITY]) {
      expect(formatReportedFocusTime(bad)).toBe('0h 0m');
    }
  });
});
