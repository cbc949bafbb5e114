import { describe, expect, it } from 'vitest';
import { frequencyQuery, utcDay, utcMonth, utcYear } from './utc-periods';

describe('UTC defaults', () => {
  it('uses the UTC calendar, not the local one', () => {
    // 23:30 on 31 December UTC is already 1 January in Berlin: the UTC values are what the server counts.
    const now = new Date('2025-12-31T23:30:00Z');
    expect(utcDay(now)).toBe('2025-12-31');
    expect(utcMonth(now)).toBe('2025-12');
    expect(utcYear(now)).toBe('2025');
  });
});

describe('frequencyQuery', () => {
  it('builds the query of each period', () => {
    expect(frequencyQuery('daily', '2026-02-28')).toEqual({ date: '2026-02-28' });
    expect(frequencyQuery('monthly', '2026-02')).toEqual({ month: '2026-02' });
    expect(frequencyQuery('yearly', '2026')).toEqual({ year: '2026' });
  });

  it('holds back incomplete or impossible values', () => {
    expect(frequencyQuery('daily', '')).toBeNull();
    expect(frequencyQuery('daily', '2026-02-30')).toBeNull();
    expect(frequencyQuery('monthly', '2026-13')).toBeNull();
    expect(frequencyQuery('yearly', '20')).toBeNull();
    expect(frequencyQuery('yearly', '12345')).toBeNull();
  });
});
