import { FREEZE_EVERY_GOAL_DAYS, MAX_FREEZES_HELD } from '../api/stats';
import { fromDayNumber, type LocalDate, toDayNumber } from './local-date';

export type StreakState = {
  /** Goal days of the run still alive; today counts once its goal is met, and an open today never breaks it. */
  current: number;
  best: number;
  freezesHeld: number;
  goalDaysToNextFreeze: number;
  /** The missed days a freeze covered. */
  frozenDays: ReadonlySet<LocalDate>;
};

/**
 * Streaks that forgive (docs/product-rules.md#statistics). Walks every day from the first goal day to
 * `today`: a goal day lengthens the run, and every FREEZE_EVERY_GOAL_DAYS goal days (counted over the whole
 * history) earn a freeze, up to MAX_FREEZES_HELD held. A missed day that is over uses a held freeze
 * automatically when a run is alive (the run goes on, one freeze fewer); without one the run ends. Nothing
 * else is ever taken away: the best run is kept, and a freeze is never spent where there is no run to keep.
 * `goalDays` may hold dates after `today` (ignored) and in any order.
 */
export function computeStreaks(goalDays: Iterable<LocalDate>, today: LocalDate): StreakState {
  // Walks day numbers, not date strings: a few years of history is a thousand steps per read.
  const last = toDayNumber(today);
  const goals = new Set<number>();
  for (const day of goalDays) {
    const n = toDayNumber(day);
    if (n <= last) goals.add(n);
  }
  const frozenDays = new Set<LocalDate>();
  let current = 0;
  let best = 0;
  let freezesHeld = 0;
  let goalCount = 0;
  let first = last + 1;
  for (const n of goals) first = Math.min(first, n);
  for (let day = first; day <= last; day += 1) {
    if (goals.has(day)) {
      current += 1;
      best = Math.max(best, current);
      goalCount += 1;
      if (goalCount % FREEZE_EVERY_GOAL_DAYS === 0) freezesHeld = Math.min(MAX_FREEZES_HELD, freezesHeld + 1);
    } else if (day !== last) {
      if (current > 0 && freezesHeld > 0) {
        freezesHeld -= 1;
        frozenDays.add(fromDayNumber(day));
      } else {
        current = 0;
      }
    }
  }
  return {
    current,
    best,
    freezesHeld,
    goalDaysToNextFreeze: FREEZE_EVERY_GOAL_DAYS - (goalCount % FREEZE_EVERY_GOAL_DAYS),
    frozenDays,
  };
}
