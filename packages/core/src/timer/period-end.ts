import { advance } from './advance';
import { monotonicNow, phaseEndAt } from './clock';
import type { PeriodKind } from './period-alerts';
import type { TimerState } from './state';

/** The running period's end, as the server's push schedule and the visitors' local alert need it. */
export interface PeriodEnd {
  kind: PeriodKind;
  /** Epoch milliseconds on this device's clock. */
  endsAt: number;
}

/**
 * When the period running at `now` ends and what kind it is, or null when nothing will end: idle, paused,
 * the stopwatch (it never ends), or a 0-minute period already over (a 0-minute break is passed over for
 * the period after it). The state is caught up to `now`
 * first, so a stale stored state still names the period that is really running.
 */
export function runningPeriodEnd(state: TimerState, now: number): PeriodEnd | null {
  return upcomingPeriodEnds(state, now, 1)[0] ?? null;
}

/**
 * The running period's end and the ends of the periods that follow it on their own (a pomodoro run's
 * breaks and focus periods, each started automatically), at most `max` in all. Nothing the user does is
 * assumed: a pause, reset or mode switch replaces the whole list. A locked phone runs no script, so the
 * server must know them all in advance to alert at each one.
 */
export function upcomingPeriodEnds(state: TimerState, now: number, max: number): PeriodEnd[] {
  const ends: PeriodEnd[] = [];
  let current = endAndState(state, now);
  while (current && ends.length < max) {
    // A 0-minute break ends the moment it begins: the alert for the period before it says enough.
    if (current.state.phaseDurationMs > 0) ends.push(current.end);
    current = endAndState(current.state, current.end.endsAt);
  }
  return ends;
}

function endAndState(state: TimerState, now: number): { end: PeriodEnd; state: TimerState } | null {
  const at = monotonicNow(state, now);
  const s = advance(state, at, []);
  if (!s.isRunning || s.pauseStartTime !== null) return null;
  const endsAt = phaseEndAt(s);
  if (endsAt === null || endsAt <= at) return null;
  return { end: { kind: periodKind(s), endsAt }, state: s };
}

function periodKind(state: TimerState): PeriodKind {
  if (state.mode === 'countdown') return 'countdown';
  if (!state.isBreak) return 'focus';
  return state.isLongBreak ? 'longBreak' : 'shortBreak';
}
