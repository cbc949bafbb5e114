import type { PeriodKind } from '../api/push';
import { advance } from './advance';
import { monotonicNow, phaseEndAt } from './clock';
import type { TimerState } from './state';

/** The running period's end, as the server's push schedule and the visitors' local alert need it. */
export interface PeriodEnd {
  kind: PeriodKind;
  /** Epoch milliseconds on this device's clock. */
  endsAt: number;
}

/**
 * When the period running at `now` ends and what kind it is, or null when nothing will end: idle, paused,
 * the stopwatch (it never ends), or a 0-minute period already over. The state is caught up to `now`
 * first, so a stale stored state still names the period that is really running.
 */
export function runningPeriodEnd(state: TimerState, now: number): PeriodEnd | null {
  const at = monotonicNow(state, now);
  const s = advance(state, at, []);
  if (!s.isRunning || s.pauseStartTime !== null) return null;
  const endsAt = phaseEndAt(s);
  if (endsAt === null || endsAt <= at) return null;
  return { kind: periodKind(s), endsAt };
}

function periodKind(state: TimerState): PeriodKind {
  if (state.mode === 'countdown') return 'countdown';
  if (!state.isBreak) return 'focus';
  return state.isLongBreak ? 'longBreak' : 'shortBreak';
}
