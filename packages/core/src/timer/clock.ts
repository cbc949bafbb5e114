import type { TimerState } from './state';

/**
 * Milliseconds the current phase has run at `now`. Derived from timestamps only; clamped at 0 because
 * `startedAt` may still lie in the 1 s gap before the phase begins.
 */
export const phaseElapsedMs = (state: TimerState, now: number): number => {
  if (state.startedAt === null) return 0;
  const until = state.pauseStartTime ?? now;
  return Math.max(0, until - state.startedAt - state.totalPausedTime);
};

/** When the running phase reaches 0. Stopwatch phases never end. */
export const phaseEndAt = (state: TimerState): number | null => {
  if (state.startedAt === null || state.mode === 'stopwatch') return null;
  return state.startedAt + state.totalPausedTime + state.phaseDurationMs;
};

/** Focused milliseconds of the running phase (breaks are not focus; the stopwatch is, without limit). */
export const currentFocusMs = (state: TimerState, now: number): number => {
  if (state.isBreak) return 0;
  const elapsed = phaseElapsedMs(state, now);
  return state.mode === 'stopwatch' ? elapsed : Math.min(elapsed, state.phaseDurationMs);
};

export const sessionFocusMsAt = (state: TimerState, now: number): number =>
  state.sessionFocusMs + currentFocusMs(state, now);

/** A clock that jumps backwards must not replay or un-pay time: the engine never goes back. */
export const monotonicNow = (state: TimerState, now: number): number =>
  state.lastUpdateAt === null ? now : Math.max(now, state.lastUpdateAt);
