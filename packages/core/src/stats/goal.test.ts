import { describe, expect, it } from 'vitest';
import { focusUnitsToMinutes, goalProgress } from './goal';

describe('goalProgress', () => {
  it('measures the goal’s own kind', () => {
    expect(goalProgress({ focusMinutes: 50, pomodoros: 4 }, { kind: 'minutes', value: 100 })).toEqual({
      met: false,
      progress: 0.5,
    });
    expect(goalProgress({ focusMinutes: 50, pomodoros: 4 }, { kind: 'pomodoros', value: 4 })).toEqual({
      met: true,
      progress: 1,
    });
    expect(goalProgress({ focusMinutes: 250, pomodoros: 0 }, { kind: 'minutes', value: 100 })).toEqual({
      met: true,
      progress: 1,
    });
  });
});

describe('focusUnitsToMinutes', () => {
  it('turns the ledger unit (seconds / 1.9) into whole real minutes', () => {
    // 25 minutes = 1500 s = 789.47 units; saved as 789 units, which reads 25 minutes thanks to the 1 s slack.
    expect(focusUnitsToMinutes(789)).toBe(25);
    expect(focusUnitsToMinutes(0)).toBe(0);
    expect(focusUnitsToMinutes(30)).toBe(0); // 57 s
    expect(focusUnitsToMinutes(31)).toBe(1); // 59 s, one second short of a minute
  });
});
