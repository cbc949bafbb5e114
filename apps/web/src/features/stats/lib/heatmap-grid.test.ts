import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysResponse, TODAY } from '../test/stats-fixtures';
import { addDays, weekdayIndex } from './calendar-days';
import { heatLevel, heatLevelLabel, heatmapColumns, lastDaysOf } from './heatmap-grid';

describe('heatmapColumns', () => {
  it('lays out whole weeks, Monday on top, ending with the week of today; later days are empty slots', () => {
    const columns = heatmapColumns(daysResponse(26).days, TODAY, 26);
    expect(columns).toHaveLength(26);
    expect(columns.every((column) => column.length === 7)).toBe(true);
    expect(weekdayIndex(columns[0]![0]!.date)).toBe(0);
    const last = columns[25]!;
    expect(last[2]!.date).toBe(TODAY); // Wednesday
    expect(last.slice(3)).toEqual([null, null, null, null]);
  });

  it('fills the days the server sent no row for with zero minutes', () => {
    const columns = heatmapColumns([], TODAY, 2);
    expect(columns.flat().filter(Boolean)).toHaveLength(7 + 3);
    expect(columns[0]![0]).toMatchObject({ focusMinutes: 0, freezeUsed: false });
  });

  it('shows every day up to today exactly once, in order, for any today and any number of weeks', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 53 }),
        (instant, weeks) => {
          const today = instant.toISOString().slice(0, 10);
          const dates = heatmapColumns([], today, weeks)
            .flat()
            .flatMap((cell) => (cell ? [cell.date] : []));
          expect(dates.at(-1)).toBe(today);
          for (let index = 1; index < dates.length; index += 1)
            expect(dates[index]).toBe(addDays(dates[index - 1]!, 1));
          expect(dates.length).toBe(7 * (weeks - 1) + weekdayIndex(today) + 1);
        },
      ),
    );
  });
});

describe('heat levels', () => {
  it('maps minutes to the five shades at 1, 30, 60 and 120 minutes', () => {
    expect([0, 1, 29, 30, 59, 60, 119, 120, 900].map(heatLevel)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it('names each shade by its minutes for the legend', () => {
    expect(([0, 1, 2, 3, 4] as const).map(heatLevelLabel)).toEqual([
      '0 min',
      '1–29 min',
      '30–59 min',
      '60–119 min',
      '120+ min',
    ]);
  });
});

describe('lastDaysOf', () => {
  it('gives the last n days up to today, oldest first, zero where nothing was sent', () => {
    const days = lastDaysOf(
      [{ date: TODAY, focusMinutes: 5, pomodoros: 0, goalMet: false, freezeUsed: false }],
      TODAY,
      3,
    );
    expect(days.map((day) => [day.date, day.focusMinutes])).toEqual([
      ['2026-11-23', 0],
      ['2026-11-24', 0],
      [TODAY, 5],
    ]);
  });
});
