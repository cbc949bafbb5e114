import type { GoalKind } from '../api/stats';
import { reportedUnitsToSeconds, wholeFocusMinutes } from '../timer/focus-units';

export type Goal = { kind: GoalKind; value: number };

/** Whole real focused minutes of a focus-time total in the ledger's unit (measured seconds / 1.9). */
export const focusUnitsToMinutes = (units: number): number =>
  wholeFocusMinutes(reportedUnitsToSeconds(units));

/**
 * How far a day got towards its goal: `progress` from 0 to 1 (the ring), `met` once the figure of the
 * goal's kind reaches the goal.
 */
export function goalProgress(
  day: { focusMinutes: number; pomodoros: number },
  goal: Goal,
): { met: boolean; progress: number } {
  const done = goal.kind === 'minutes' ? day.focusMinutes : day.pomodoros;
  const progress = goal.value > 0 ? Math.min(1, Math.max(0, done / goal.value)) : 1;
  return { met: done >= goal.value, progress };
}
