import { describe, expect, it } from 'vitest';
import { formatFocusTime } from './format-focus-time';

describe('formatFocusTime', () => {
  it('shows hours and whole minutes', () => {
    expect(formatFocusTime(0)).toBe('0h 0m');
    expect(formatFocusTime(59)).toBe('0h 0m');
    expect(formatFocusTime(60)).toBe('0h 1m');
    expect(formatFocusTime(3599)).toBe('0h 59m');
    expect(formatFocusTime(3600)).toBe('1h 0m');
    expect(formatFocusTime(100 * 3600 + 7 * 60 + 30)).toBe('100h 7m');
  });

  it("falls back to '0h 0m' for missing or broken values", () => {
    for (const bad of [undefined, null, Number.NaN, -5, Number.POSITIVE_INFINITY]) {
      expect(formatFocusTime(bad)).toBe('0h 0m');
    }
  });
});
