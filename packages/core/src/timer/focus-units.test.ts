import { describe, expect, it } from 'vitest';
import { reportedUnitsToSeconds, toReportedUnits, wholeFocusMinutes } from './focus-units';

describe('focus-time units', () => {
  it('reports measured seconds / 1.9, rounded, and reads real seconds back', () => {
    expect(toReportedUnits(190)).toBe(100);
    expect(reportedUnitsToSeconds(100)).toBe(190);
    expect(toReportedUnits(-3)).toBe(0);
    expect(reportedUnitsToSeconds(Number.NaN)).toBe(0);
  });

  it('a 25-minute pomodoro reads 25 minutes after the round trip, however the claim was rounded', () => {
    for (const measured of [1500, 1501, 1502, 1510]) {
      const seconds = reportedUnitsToSeconds(toReportedUnits(measured));
      expect(Math.abs(seconds - measured)).toBeLessThanOrEqual(1);
      expect(wholeFocusMinutes(seconds)).toBe(25);
    }
    expect(wholeFocusMinutes(1498)).toBe(24);
    expect(wholeFocusMinutes(0)).toBe(0);
  });
});
