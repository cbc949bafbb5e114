import { DEFAULT_TIMER_SETTINGS } from '../timer/settings';
import { MAX_BACKLOG_MS } from './claim-bound';

/**
 * Task pomodoros are paid from focus time the server has already paid
 * (docs/product-rules.md#selected-task-and-pomodoro-credits): the wall-clock bound sits on the focus-time
 * claims (TIME_RULE), and a pomodoro may only use what those claims brought in. So a pomodoro of any
 * length counts once its focus time has been claimed, and none comes out of thin air.
 */
export const POMODORO_RULE = {
  /** A period shorter than this never counts (docs/product-rules.md#pomodoro-cycle); shorter claims need it. */
  minPeriodSeconds: 60,
  /**
   * Each focus-time claim is rounded to a 1.9 s unit, and the rest goes with the next claim, so the
   * claimed total trails the measured focus by under a second either way; two seconds cover that.
   */
  toleranceSeconds: 2,
  /**
   * Claimed focus no pomodoro has used is kept for at most this much, or the period's length when that
   * is longer (a two-hour offline session sent as one time claim followed by its pomodoros, with the
   * backlog window's slack), so stopwatch hours cannot be saved up for a burst of short pomodoros later.
   */
  maxBankedSeconds: MAX_BACKLOG_MS / 1000,
} as const;

/** The length assumed when a client does not say how long its period was: the default pomodoro. */
export const DEFAULT_POMODORO_SECONDS = DEFAULT_TIMER_SETTINGS.pomodoroMinutes * 60;

export type PomodoroCreditInput = {
  /** The finished focus period's set length, in seconds. */
  periodSeconds: number;
  /** Every focus second the server has paid the user (users.focus_time × 1.9). */
  claimedFocusSeconds: number;
  /** The part of it that credited pomodoros have used up (users.pomodoro_focus_seconds). */
  usedFocusSeconds: number;
};

export type PomodoroCreditDecision = {
  credited: boolean;
  /** The new users.pomodoro_focus_seconds; unchanged when nothing was credited. */
  usedFocusSeconds: number;
};

/**
 * One pomodoro is credited when the claimed focus time no earlier pomodoro has used covers its period
 * (at least a minute), within the rounding tolerance. A credit uses up the period's length.
 */
export function decidePomodoroCredit(input: PomodoroCreditInput): PomodoroCreditDecision {
  const needed = Math.max(input.periodSeconds, POMODORO_RULE.minPeriodSeconds);
  const banked = Math.max(POMODORO_RULE.maxBankedSeconds, needed);
  const used = Math.max(input.usedFocusSeconds, input.claimedFocusSeconds - banked);
  const unused = input.claimedFocusSeconds - used;
  if (unused + POMODORO_RULE.toleranceSeconds < needed) {
    return { credited: false, usedFocusSeconds: input.usedFocusSeconds };
  }
  return { credited: true, usedFocusSeconds: used + needed };
}
