import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { focusUnitsToMinutes } from './goal';
import { addDays } from './local-date';
import { buildDays, buildOverview, heatmapStart, type SummaryDay } from './summary';

// 100 real minutes = 6000 s = 3157.9 units.
const MINUTES_100 = 3158;
const row = (day: string, focusUnits: number, more: Partial<SummaryDay> = {}): SummaryDay => ({
  day,
  focusUnits,
  pomodoros: 0,
  coinsEarned: 0,
  tasksFinished: 0,
  goalKind: 'minutes',
  goalValue: 100,
  ...more,
});
const minutes100 = { kind: 'minutes' as const, value: 100 };

describe('buildOverview', () => {
  it('adds up today and this week (Monday to today) and the streak', () => {
    // 2026-11-25 is a Wednesday.
    const rows = [
      row('2026-11-22', MINUTES_100, { coinsEarned: 5 }), // Sunday, last week
      row('2026-11-23', MINUTES_100, { pomodoros: 4, coinsEarned: 100, tasksFinished: 2 }),
      row('2026-11-24', MINUTES_100, { pomodoros: 4, coinsEarned: 100 }),
      row('2026-11-25', 1579, { pomodoros: 2, coinsEarned: 50, tasksFinished: 1 }),
    ];
    const overview = buildOverview(rows, minutes100, '2026-11-25');
    expect(overview.today).toEqual({
      date: '2026-11-25',
      focusMinutes: 50,
      pomodoros: 2,
      coinsEarned: 50,
      tasksFinished: 1,
      goalMet: false,
      progress: 0.5,
    });
    expect(overview.thisWeek).toMatchObject({
      from: '2026-11-23',
      to: '2026-11-25',
      focusMinutes: 250,
      coinsEarned: 250,
      tasksFinished: 3,
      goalDays: 2,
    });
    expect(overview.streak).toEqual({ current: 3, best: 3, freezesHeld: 0, goalDaysToNextFreeze: 4 });
    expect(overview.lastDays.map((d) => d.date)).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(overview.lastDays.map((d) => d.focusMinutes)).toEqual([0, 0, 0, 100, 100, 100, 50]);
    expect(overview.lastWeeks).toHaveLength(12);
    expect(overview.lastWeeks.at(-1)).toEqual({ weekStart: '2026-11-23', focusMinutes: 250 });
    expect(overview.lastWeeks.at(-2)).toEqual({ weekStart: '2026-11-16', focusMinutes: 100 });
    expect(overview.lastWeeks[0]?.weekStart).toBe('2026-09-07');
  });

  it('judges past days by their own goal and today by the goal in force', () => {
    const rows = [row('2026-11-24', MINUTES_100), row('2026-11-25', MINUTES_100, { goalValue: 300 })];
    // The goal is now 200 minutes: yesterday still met its 100, today does not meet 200.
    const overview = buildOverview(rows, { kind: 'minutes', value: 200 }, '2026-11-25');
    expect(overview.today.goalMet).toBe(false);
    expect(overview.streak.current).toBe(1);
    const pomodoroGoal = buildOverview(
      [row('2026-11-25', 10, { pomodoros: 4 })],
      { kind: 'pomodoros', value: 4 },
      '2026-11-25',
    );
    expect(pomodoroGoal.today).toMatchObject({ goalMet: true, progress: 1 });
  });
});

describe('buildDays', () => {
  it('runs from a Monday to today, whole weeks but the last', () => {
    const days = buildDays([], minutes100, '2026-11-25', 26);
    expect(days.from).toBe('2026-06-01');
    expect(days.days).toHaveLength(25 * 7 + 3);
    expect(days.days.at(-1)?.date).toBe('2026-11-25');
  });

  it('marks goal days and the days a freeze covered', () => {
    const rows = Array.from({ length: 7 }, (_, i) => row(addDays('2026-11-10', i), MINUTES_100));
    rows.push(row('2026-11-18', MINUTES_100), row('2026-11-19', 100));
    const days = buildDays(rows, minutes100, '2026-11-20', 2);
    const byDate = new Map(days.days.map((d) => [d.date, d]));
    expect(byDate.get('2026-11-16')).toMatchObject({ goalMet: true, freezeUsed: false });
    expect(byDate.get('2026-11-17')).toMatchObject({ goalMet: false, freezeUsed: true, focusMinutes: 0 });
    expect(byDate.get('2026-11-19')).toMatchObject({ goalMet: false, freezeUsed: false, focusMinutes: 3 });
    expect(byDate.get('2026-11-20')).toMatchObject({ goalMet: false, freezeUsed: false });
  });

  it('has one entry per day, ordered, and the minutes of each summary row in range (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 53 }),
        fc.array(
          fc.record({ offset: fc.integer({ min: 0, max: 400 }), units: fc.integer({ min: 0, max: 40_000 }) }),
          { maxLength: 60 },
        ),
        (weeks, entries) => {
          const today = '2026-11-25';
          const unique = new Map(entries.map((e) => [addDays(today, -e.offset), e.units]));
          const rows = [...unique].map(([day, units]) => row(day, units));
          const result = buildDays(rows, minutes100, today, weeks);
          expect(result.from).toBe(heatmapStart(today, weeks));
          expect(result.days.length).toBeLessThanOrEqual(weeks * 7);
          expect(result.days.length).toBeGreaterThan((weeks - 1) * 7);
          result.days.forEach((d, i) => {
            expect(d.date).toBe(addDays(result.from, i));
            expect(d.focusMinutes).toBe(focusUnitsToMinutes(unique.get(d.date) ?? 0));
            expect(d.goalMet && d.freezeUsed).toBe(false);
          });
        },
      ),
    );
  });
});
