import type { TimerEffect } from '@focus-room/core/timer/events';
import type { PeriodKind } from '@focus-room/core/timer/period-alerts';
import { translate } from '../../../i18n/i18n';

export interface PhaseMessage {
  title: string;
  body: string;
}

/**
 * The browser notification for an effect, or null when the effect is not the end of a phase. In the
 * language active when the phase ends.
 */
export function phaseMessage(effect: TimerEffect): PhaseMessage | null {
  switch (effect.type) {
    case 'phaseChanged':
      if (effect.to === 'break')
        return { title: translate('timer.notify.break.title'), body: translate('timer.notify.break.body') };
      if (effect.to === 'longBreak')
        return {
          title: translate('timer.notify.longBreak.title'),
          body: translate('timer.notify.longBreak.body'),
        };
      if (effect.to === 'focus')
        return {
          title: translate('timer.notify.focus.title'),
          body: translate('timer.notify.focus.body', { cycle: effect.cycle }),
        };
      return { title: translate('timer.notify.runOver.title'), body: translate('timer.notify.runOver.body') };
    case 'countdownFinished':
      return {
        title: translate('timer.notify.countdown.title'),
        body: translate('timer.notify.countdown.body', { minutes: effect.focusMinutes, coins: effect.coins }),
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
