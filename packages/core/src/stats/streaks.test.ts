import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FREEZE_EVERY_GOAL_DAYS, MAX_FREEZES_HELD } from '../api/stats';
import { addDays, datesFrom } from './local-date';
import { computeStreaks } from './streaks';

const run = (from: string, count: number) => datesFrom(from, addDays(from, count - 1));

describe('computeStreaks', () => {
  it('is all zero without a goal day', () => {
    expect(computeStreaks([], '2026-11-25')).toMatchObject({
      current: 0,
      best: 0,
      freezesHeld: 0,
      goalDaysToNextFreeze: 7,
    });
  });

  it('does not break the streak on a today whose goal is not met yet', () => {
    const s = computeStreaks(run('2026-11-20', 5), '2026-11-25');
    expect(s).toMatchObject({ current: 5, best: 5, freezesHeld: 0, goalDaysToNextFreeze: 2 });
    expect(computeStreaks(run('2026-11-20', 6), '2026-11-25').current).toBe(6);
  });

  it('breaks the streak on a missed day without a freeze', () => {
    const s = computeStreaks([...run('2026-11-10', 5), ...run('2026-11-16', 3)], '2026-11-18');
    expect(s).toMatchObject({ current: 3, best: 5 });
    expect(s.frozenDays.size).toBe(0);
  });

  it('earns a freeze every 7 goal days and uses it on a missed day, automatically', () => {
    const s = computeStreaks([...run('2026-11-01', 7), ...run('2026-11-09', 3)], '2026-11-11');
    expect(s).toMatchObject({ current: 10, best: 10, freezesHeld: 0, goalDaysToNextFreeze: 4 });
    expect([...s.frozenDays]).toEqual(['2026-11-08']);
  });

  it('holds at most 2 freezes, and two missed days in a row use both', () => {
    const s = computeStreaks(run('2026-09-01', 28), '2026-09-28');
    expect(s.freezesHeld).toBe(MAX_FREEZES_HELD);
    const after = computeStreaks([...run('2026-09-01', 28), '2026-10-01'], '2026-10-01');
    expect(after).toMatchObject({ current: 29, freezesHeld: 0 });
    expect([...after.frozenDays]).toEqual(['2026-09-29', '2026-09-30']);
    // A third missed day ends the run; the best stays.
    const broken = computeStreaks([...run('2026-09-01', 28), '2026-10-02'], '2026-10-02');
    expect(broken).toMatchObject({ current: 1, best: 28 });
  });

  it('never spends a freeze where there is no run to keep', () => {
    const s = computeStreaks(run('2026-11-01', 7), '2026-11-07');
    expect(s.freezesHeld).toBe(1);
    // Days missed before any goal day, or after the run broke, leave the freeze alone.
    const later = computeStreaks([...run('2026-11-01', 7), '2026-11-11'], '2026-11-12');
    expect(later.frozenDays.size).toBe(1); // 11-08 used it; 11-09 broke the run; 11-10 kept nothing
    expect(later).toMatchObject({ current: 1, freezesHeld: 0 });
  });

  it('ignores goal days after today', () => {
    expect(computeStreaks(['2026-11-26'], '2026-11-25')).toMatchObject({ current: 0, best: 0 });
  });

  const history = fc
    .record({
      start: fc.integer({ min: 0, max: 3000 }),
      days: fc.array(fc.boolean(), { minLength: 1, maxLength: 120 }),
    })
    .map(({ start, days }) => {
      const first = addDays('2020-01-01', start);
      return {
        goalDays: days.flatMap((met, i) => (met ? [addDays(first, i)] : [])),
        today: addDays(first, days.length - 1),
      };
    });

  it('keeps its invariants for any history (property)', () => {
    fc.assert(
      fc.property(history, ({ goalDays, today }) => {
        const s = computeStreaks(goalDays, today);
        expect(s.current).toBeGreaterThanOrEqual(0);
        expect(s.current).toBeLessThanOrEqual(s.best);
        expect(s.best).toBeLessThanOrEqual(goalDays.length);
        expect(s.freezesHeld).toBeGreaterThanOrEqual(0);
        expect(s.freezesHeld).toBeLessThanOrEqual(MAX_FREEZES_HELD);
        expect(s.goalDaysToNextFreeze).toBe(
          FREEZE_EVERY_GOAL_DAYS - (goalDays.length % FREEZE_EVERY_GOAL_DAYS),
        );
        // A freeze covers only a missed day that is over, and never more than were earned.
        for (const day of s.frozenDays) {
          expect(goalDays).not.toContain(day);
          expect(day < today).toBe(true);
        }
        expect(s.frozenDays.size).toBeLessThanOrEqual(Math.floor(goalDays.length / FREEZE_EVERY_GOAL_DAYS));
        // Forgiving, never punishing: the best is at least the longest plain run of consecutive goal days.
        let plain = 0;
        let longest = 0;
        for (let i = 0; i < goalDays.length; i++) {
          plain = i > 0 && addDays(goalDays[i - 1]!, 1) === goalDays[i] ? plain + 1 : 1;
          longest = Math.max(longest, plain);
        }
        expect(s.best).toBeGreaterThanOrEqual(longest);
      }),
    );
  });

  it('meeting today’s goal adds one to the current streak and takes nothing away (property)', () => {
    fc.assert(
      fc.property(history, ({ goalDays, today }) => {
        const without = computeStreaks(
          goalDays.filter((d) => d !== today),
          today,
        );
        const withToday = computeStreaks([...goalDays.filter((d) => d !== today), today], today);
        expect(withToday.current).toBe(without.current + 1);
        expect(withToday.best).toBeGreaterThanOrEqual(without.best);
        expect(withToday.freezesHeld).toBeGreaterThanOrEqual(without.freezesHeld);
      }),
    );
  });
});
