import { advance } from './advance';
import { monotonicNow, phaseElapsedMs } from './clock';
import type { TimerEffect } from './events';
import { formatClock } from './format';
import { effectiveCycles } from './settings';
import { currentPhase, type TimerMode, type TimerPhase, type TimerState } from './state';

export interface TimerView {
  mode: TimerMode;
  phase: TimerPhase;
  /** Label of the pomodoro mode button: it reads 'Break' during any break. */
  phaseLabel: 'Pomodoro' | 'Break';
  isRunning: boolean;
  isPaused: boolean;
  /** Whole seconds on the display: remaining (rounded up), or elapsed (rounded down) for the stopwatch. */
  remainingSeconds: number;
  elapsedSeconds: number;
  fullSeconds: number;
  display: string;
  startLabel: 'Start' | 'Resume';
  canSwitchMode: boolean;
  currentCycle: number;
  totalCycles: number;
  coinsEarned: number;
  /** 0..1 of the current phase; for the stopwatch, the position within the current minute. */
  progress: number;
  /** The run is complete and this is its last break (the summary is up). */
  isFinalBreak: boolean;
  /** In the 1 s automatic transition: the next phase is shown at full length and starts shortly. */
  isWaiting: boolean;
}

const ceilSeconds = (ms: number): number => Math.ceil(ms / 1000);

/**
 * What the panel shows at `now`. It catches a copy of the state up first, so a view is exact even when
 * the last tick is old (hidden tab); effects of that catch-up are left for the next real tick.
 */
export const view = (state: TimerState, now: number): TimerView => {
  const at = monotonicNow(state, now);
  const ignored: TimerEffect[] = [];
  const s = advance(state, at, ignored);
  const elapsedMs = phaseElapsedMs(s, at);
  const isStopwatch = s.mode === 'stopwatch';
  const durationMs = s.phaseDurationMs;
  const remainingSeconds = isStopwatch
    ? Math.floor(elapsedMs / 1000)
    : ceilSeconds(Math.max(0, durationMs - elapsedMs));
  const fullSeconds = ceilSeconds(durationMs);
  // 'Resume' when time remains and differs from the full length; the stopwatch's full length is 0.
  const resumable = isStopwatch
    ? remainingSeconds > 0
    : remainingSeconds > 0 && remainingSeconds !== fullSeconds;
  const progress = isStopwatch
    ? (elapsedMs % 60_000) / 60_000
    : durationMs === 0
      ? 0
      : Math.min(1, elapsedMs / durationMs);
  return {
    mode: s.mode,
    phase: currentPhase(s),
    phaseLabel: s.isBreak ? 'Break' : 'Pomodoro',
    isRunning: s.isRunning,
    isPaused: !s.isRunning && s.pauseStartTime !== null,
    remainingSeconds,
    elapsedSeconds: Math.floor(elapsedMs / 1000),
    fullSeconds,
    display: formatClock(remainingSeconds),
    startLabel: resumable ? 'Resume' : 'Start',
    canSwitchMode: !s.isRunning,
    currentCycle: s.currentCycle,
    // Never "5 of 3" when cycles were lowered mid-run.
    totalCycles: Math.max(effectiveCycles(s.settings), s.currentCycle),
    coinsEarned: s.coinsEarned,
    progress,
    isFinalBreak: s.isFinalBreak,
    isWaiting:
      s.startedAt !== null && elapsedMs === 0 && (s.pauseStartTime ?? at) < s.startedAt + s.totalPausedTime,
  };
};
