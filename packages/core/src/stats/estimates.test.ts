import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ESTIMATE_MIN_TASKS, ESTIMATE_WINDOW } from '../api/stats';
import { estimationBias } from './estimates';

const task = (estimatedPomodoros: number, completedPomodoros: number) => ({
  estimatedPomodoros,
  completedPomodoros,
});

describe('estimationBias', () => {
  it('is null below 5 finished tasks with an estimate', () => {
    expect(estimationBias([])).toBeNull();
    expect(estimationBias(Array.from({ length: 4 }, () => task(2, 3)))).toBeNull();
    // Tasks without an estimate or without a pomodoro do not count towards the 5.
    expect(
      estimationBias([...Array.from({ length: 4 }, () => task(2, 3)), task(0, 3), task(3, 0)]),
    ).toBeNull();
  });

  it('is pomodoros used over pomodoros estimated from 5 tasks on', () => {
    expect(estimationBias(Array.from({ length: 5 }, () => task(2, 3)))).toBe(1.5);
    expect(estimationBias([task(5, 7), task(5, 7), task(5, 7), task(5, 7), task(5, 7)])).toBe(1.4);
    expect(estimationBias([task(4, 2), task(4, 2), task(1, 1), task(1, 1), task(10, 4)])).toBe(0.5);
  });

  it('looks at the newest 30 only', () => {
    const newest = Array.from({ length: ESTIMATE_WINDOW }, () => task(1, 1));
    expect(estimationBias([...newest, ...Array.from({ length: 50 }, () => task(1, 9))])).toBe(1);
  });

  it('lies between the smallest and largest per-task ratio (property)', () => {
    const sample = fc.record({
      estimatedPomodoros: fc.integer({ min: 1, max: 100 }),
      completedPomodoros: fc.integer({ min: 1, max: 200 }),
    });
    fc.assert(
      fc.property(fc.array(sample, { minLength: ESTIMATE_MIN_TASKS, maxLength: 60 }), (tasks) => {
        const bias = estimationBias(tasks);
        const ratios = tasks
          .slice(0, ESTIMATE_WINDOW)
          .map((t) => t.completedPomodoros / t.estimatedPomodoros);
        expect(bias).not.toBeNull();
        expect(bias!).toBeGreaterThanOrEqual(Math.floor(Math.min(...ratios) * 100) / 100 - 0.005);
        expect(bias!).toBeLessThanOrEqual(Math.ceil(Math.max(...ratios) * 100) / 100 + 0.005);
      }),
    );
  });
});
