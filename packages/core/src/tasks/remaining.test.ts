import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { remainingPomodoros } from './remaining';

describe('remainingPomodoros', () => {
  it('sums what ongoing tasks still need, reading the API strings', () => {
    expect(
      remainingPomodoros([
        { estimatedPomodoros: '4', completedPomodoros: '1', status: 'ongoing' },
        { estimatedPomodoros: '2', completedPomodoros: '5', status: 'ongoing' },
        { estimatedPomodoros: 3, completedPomodoros: 0 },
        { estimatedPomodoros: '9', completedPomodoros: '0', status: 'finished' },
      ]),
    ).toBe(6);
    expect(remainingPomodoros([])).toBe(0);
  });

  it('is never negative and never more than the ongoing estimates', () => {
    const task = fc.record({
      estimatedPomodoros: fc.integer({ min: 0, max: 100 }),
      completedPomodoros: fc.integer({ min: 0, max: 500 }),
      status: fc.constantFrom('ongoing' as const, 'finished' as const),
    });
    fc.assert(
      fc.property(fc.array(task, { maxLength: 120 }), (tasks) => {
        const remaining = remainingPomodoros(tasks);
        const estimates = tasks
          .filter((t) => t.status === 'ongoing')
          .reduce((sum, t) => sum + t.estimatedPomodoros, 0);
        expect(remaining).toBeGreaterThanOrEqual(0);
        expect(remaining).toBeLessThanOrEqual(estimates);
        // One more completed pomodoro on any ongoing task lowers it by at most one.
        const i = tasks.findIndex((t) => t.status === 'ongoing');
        if (i >= 0) {
          const next = tasks.map((t, k) =>
            k === i ? { ...t, completedPomodoros: t.completedPomodoros + 1 } : t,
          );
          expect(remaining - remainingPomodoros(next)).toBeGreaterThanOrEqual(0);
          expect(remaining - remainingPomodoros(next)).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});
