import type { TimerEffect } from '@focus-room/core/timer/events';
import type { PeriodKind } from '@focus-room/core/timer/period-alerts';

export interface PhaseMessage {
  title: string;
  body: string;
}

const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

/** The browser notification for an effect, or null when the effect is not the end of a phase. */
export function phaseMessage(effect: TimerEffect): PhaseMessage | null {
  switch (effect.type) {
    case 'phaseChanged':
      if (effect.to === 'break')
        return { title: 'Time for a break', body: 'Focus period complete. Breathe.' };
      if (effect.to === 'longBreak') return { title: 'Time for a long break', body: 'Well earned. Stretch.' };
      if (effect.to === 'focus')
        return { title: 'Back to focus', body: `Cycle ${effect.cycle} is starting.` };
      return { title: 'Break over', body: 'Your session is complete. Ready for another?' };
    case 'countdownFinished':
      return {
        title: 'Countdown finished',
        body: `${minutes(effect.focusMinutes)} focused, ${effect.coins} coins earned.`,
      };
    default:
      return null;
  }
}

/**
 * Which period an effect says ended, for the service worker's notification: the phase a transition
 * leaves (a break before focus or idle is announced as a break; the effect does not say which length).
 */
export function endedPeriodKind(effect: TimerEffect): PeriodKind | null {
  if (effect.type === 'countdownFinished') return 'countdown';
  if (effect.type !== 'phaseChanged') return null;
  return effect.to === 'break' || effect.to === 'longBreak' ? 'focus' : 'shortBreak';
}

/**
 * Sounds and notifications are for what is happening now. A boundary found on restore after the tab was
 * closed for an hour is applied (time, coins), but announcing it late would only confuse.
 */
export const STALE_AFTER_MS = 90_000;
export const isFresh = (at: number, now: number): boolean => now - at <= STALE_AFTER_MS;
