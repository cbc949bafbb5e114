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
  pomodoros: number;
}

export const NO_CLAIMS: FocusClaims = { coins: 0, seconds: 0, pomodoros: 0 };

/** What a batch of engine effects asks the server to record. */
export function collectClaims(effects: readonly TimerEffect[]): FocusClaims {
  const claims = { ...NO_CLAIMS };
  for (const effect of effects) {
    if (effect.type === 'coinsEarned') claims.coins += effect.coins;
    else if (effect.type === 'focusTimeToSave') claims.seconds += effect.seconds;
    else if (effect.type === 'pomodoroCompleted') claims.pomodoros += 1;
  }
  return claims;
}

/** The periods that ran to their end in a batch of effects, as POST /api/user-activity/focus-period bodies. */
export function collectPeriods(effects: readonly TimerEffect[]): FocusPeriodRequest[] {
  return effects.flatMap((effect) =>
    effect.type === 'periodFinished' ? [{ kind: effect.kind, seconds: effect.seconds }] : [],
  );
}

/**
 * Whether a failed claim is worth sending again: the network or the server failed
 * (status 0 or 5xx, 429). A 4xx answer means the claim itself was refused; repeating it cannot help.
 */
export const isRetryable = (status: number): boolean => status === 0 || status === 429 || status >= 500;
