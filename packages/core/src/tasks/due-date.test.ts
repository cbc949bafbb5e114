import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCalendarDate, UTC_OFFSET_MAX, UTC_OFFSET_MIN, userToday } from '../api/tasks';

describe('due dates', () => {
  it('accepts real calendar days only', () => {
    expect(isCalendarDate('2026-06-15')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-6-15', '15.06.2026', '', '2026-06-15T00:00']) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
  });

  it("finds the user's today from the UTC offset; without one the earliest today on Earth", () => {
    const now = new Date('2026-06-15T10:00:00Z');
    expect(userToday(now, 0)).toBe('2026-06-15');
    expect(userToday(now, 14 * 60)).toBe('2026-06-16');
    expect(userToday(now, -11 * 60)).toBe('2026-06-14');
    expect(userToday(now, undefined)).toBe('2026-06-14');
  });

  it('never asks for a later day than any time zone has', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: UTC_OFFSET_MIN, max: UTC_OFFSET_MAX }),
        (now, offset) => {
          expect(userToday(now, undefined) <= userToday(now, offset)).toBe(true);
          expect(isCalendarDate(userToday(now, offset))).toBe(true);
        },
      ),
    );
  });
});
