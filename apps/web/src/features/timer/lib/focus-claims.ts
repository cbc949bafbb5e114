import type { FocusPeriodRequest } from '@focus-room/core/api/usage';
import type { TimerEffect } from '@focus-room/core/timer/events';
import { FOCUS_TIME_DIVISOR, toReportedUnits } from '@focus-room/core/timer/focus-units';

/** The server is sent the measured seconds divided by 1.9, rounded (docs/product-rules.md#focus-time). */
export const TIME_DIVISOR = FOCUS_TIME_DIVISOR;

export const toReportedSeconds = toReportedUnits;

export interface FocusClaims {
  coins: number;
  /** Measured focus seconds (not yet divided). */
  seconds: number;
  /** Focus periods that ended: each one credits the selected task once. */
  pomodoros: FinishedPomodoro[];
}

/** A focus period that ran to its end: its set length (what its focus time must cover) and end. */
export interface FinishedPomodoro {
  seconds?: number;
  endedAt: number;
}

export const NO_CLAIMS: FocusClaims = { coins: 0, seconds: 0, pomodoros: [] };

/** What a batch of engine effects asks the server to record. */
export function collectClaims(effects: readonly TimerEffect[]): FocusClaims {
  const claims: FocusClaims = { ...NO_CLAIMS, pomodoros: [] };
  for (const effect of effects) {
    if (effect.type === 'coinsEarned') claims.coins += effect.coins;
    else if (effect.type === 'focusTimeToSave') claims.seconds += effect.seconds;
    else if (effect.type === 'pomodoroCompleted') {
      const seconds = focusPeriodSeconds(effects, effect.at);
      claims.pomodoros.push(seconds ? { seconds, endedAt: effect.at } : { endedAt: effect.at });
    }
  }
  return claims;
}

/** The set length of the focus period that ended at `at` (the engine reports both effects together). */
function focusPeriodSeconds(effects: readonly TimerEffect[], at: number): number | undefined {
  const period = effects.find(
    (effect) => effect.type === 'periodFinished' && effect.kind === 'focus' && effect.at === at,
  );
  return period?.type === 'periodFinished' ? period.seconds : undefined;
}

/**
 * The periods that ran to their end in a batch of effects, as POST /api/user-activity/focus-period bodies;
 * `analytics` is the user's cookie choice, which decides only whether they count in the admin figures.
 */
export function collectPeriods(effects: readonly TimerEffect[], analytics: boolean): FocusPeriodRequest[] {
  return effects.flatMap((effect) =>
    effect.type === 'periodFinished' ? [{ kind: effect.kind, seconds: effect.seconds, analytics }] : [],
  );
}

/**
 * Whether a failed claim is worth sending again: the network or the server failed
 * (status 0 or 5xx, 429). A 4xx answer means the claim itself was refused; repeating it cannot help.
 */
export const isRetryable = (status: number): boolean => status === 0 || status === 429 || status >= 500;
