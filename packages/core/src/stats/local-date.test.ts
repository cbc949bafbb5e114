import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  datesFrom,
  daysBetween,
  fromDayNumber,
  localDayOf,
  mondayOf,
  toDayNumber,
} from './local-date';

const at = (iso: string) => new Date(iso);

describe('localDayOf', () => {
  it('counts a 1 am session for the evening before with the default 4:00 start', () => {
    expect(localDayOf(at('2026-03-10T01:00:00Z'), 'UTC', 4)).toBe('2026-03-09');
    expect(localDayOf(at('2026-03-10T03:59:59Z'), 'UTC', 4)).toBe('2026-03-09');
    expect(localDayOf(at('2026-03-10T04:00:00Z'), 'UTC', 4)).toBe('2026-03-10');
    expect(localDayOf(at('2026-03-10T00:00:00Z'), 'UTC', 0)).toBe('2026-03-10');
    expect(localDayOf(at('2026-03-10T23:59:59Z'), 'UTC', 23)).toBe('2026-03-10');
    expect(localDayOf(at('2026-03-10T22:59:59Z'), 'UTC', 23)).toBe('2026-03-09');
  });

  it('reads the wall clock of the time zone', () => {
    // 23:30 UTC is 00:30 the next day in Berlin (winter), and 18:30 the same day in New York.
    expect(localDayOf(at('2026-01-15T23:30:00Z'), 'Europe/Berlin', 0)).toBe('2026-01-16');
    expect(localDayOf(at('2026-01-15T23:30:00Z'), 'America/New_York', 0)).toBe('2026-01-15');
    // Across the date line: 10:00 UTC is already 23:00 in Auckland (summer, +13).
    expect(localDayOf(at('2026-01-15T10:00:00Z'), 'Pacific/Auckland', 0)).toBe('2026-01-15');
    expect(localDayOf(at('2026-01-15T11:00:00Z'), 'Pacific/Auckland', 0)).toBe('2026-01-16');
    // Half-hour zones.
    expect(localDayOf(at('2026-01-15T18:29:00Z'), 'Asia/Kolkata', 0)).toBe('2026-01-15');
    expect(localDayOf(at('2026-01-15T18:30:00Z'), 'Asia/Kolkata', 0)).toBe('2026-01-16');
  });

  it('keeps the day start at 4:00 local on the nights the clocks change', () => {
    // Berlin springs forward on 2026-03-29 at 02:00 → 03:00 (UTC+1 → UTC+2).
    expect(localDayOf(at('2026-03-29T01:30:00Z'), 'Europe/Berlin', 4)).toBe('2026-03-28'); // 03:30 CEST
    expect(localDayOf(at('2026-03-29T02:00:00Z'), 'Europe/Berlin', 4)).toBe('2026-03-29'); // 04:00 CEST
    // And falls back on 2026-10-25 at 03:00 → 02:00 (UTC+2 → UTC+1).
    expect(localDayOf(at('2026-10-25T02:30:00Z'), 'Europe/Berlin', 4)).toBe('2026-10-24'); // 03:30 CET
    expect(localDayOf(at('2026-10-25T03:00:00Z'), 'Europe/Berlin', 4)).toBe('2026-10-25'); // 04:00 CET
    // A start hour inside the skipped hour: 02:00 does not exist that night, 03:00 is past it.
    expect(localDayOf(at('2026-03-29T00:59:00Z'), 'Europe/Berlin', 2)).toBe('2026-03-28'); // 01:59 CET
    expect(localDayOf(at('2026-03-29T01:00:00Z'), 'Europe/Berlin', 2)).toBe('2026-03-29'); // 03:00 CEST
  });

  it('is within a day of the UTC date, one more back for the start hour, whatever the zone', () => {
    const zones = [
      'UTC',
      'Europe/Berlin',
      'America/Los_Angeles',
      'Asia/Tokyo',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }),
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 23 }),
        (time, zone, hour) => {
          const day = localDayOf(time, zone, hour);
          const utc = new Date(time).toISOString().slice(0, 10);
          expect(daysBetween(utc, day)).toBeGreaterThanOrEqual(-2);
          expect(daysBetween(utc, day)).toBeLessThanOrEqual(1);
          // A later start hour never moves an instant to a later day.
          if (hour > 0) expect(day <= localDayOf(time, zone, hour - 1)).toBe(true);
        },
      ),
    );
  });

  it('never goes back in time: a later instant has the same or a later day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.integer({ min: 0, max: 3 * 86_400_000 }),
        fc.constantFrom('UTC', 'Europe/London', 'America/Sao_Paulo', 'Australia/Lord_Howe'),
        fc.integer({ min: 0, max: 23 }),
        (time, later, zone, hour) => {
          expect(localDayOf(time, zone, hour) <= localDayOf(time + later, zone, hour)).toBe(true);
        },
      ),
    );
  });
});

describe('date arithmetic', () => {
  it('adds days across months, leap days and years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2026-01-02', '2026-01-01')).toBe(-1);
  });

  it('finds the Monday of a week', () => {
    expect(mondayOf('2026-11-25')).toBe('2026-11-23'); // a Wednesday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  it('lists dates both ends included', () => {
    expect(datesFrom('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(datesFrom('2026-01-02', '2026-01-01')).toEqual([]);
  });

  it('day numbers agree with the calendar of Date, from year 1 to 9999 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -719_162, max: 2_932_896 }), (n) => {
        const iso = new Date(n * 86_400_000).toISOString().slice(0, 10);
        expect(fromDayNumber(n)).toBe(iso);
        expect(toDayNumber(iso)).toBe(n);
      }),
    );
    expect(toDayNumber('1970-01-01')).toBe(0);
  });

  it('adding and counting days agree', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30_000 }),
        fc.integer({ min: -2000, max: 2000 }),
        (offset, days) => {
          const from = addDays('1990-01-01', offset);
          const to = addDays(from, days);
          expect(daysBetween(from, to)).toBe(days);
          expect(mondayOf(to) <= to && daysBetween(mondayOf(to), to) < 7).toBe(true);
        },
      ),
    );
  });
});
