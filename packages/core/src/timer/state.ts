import { DEFAULT_TIMER_SETTINGS, minutesToMs, type TimerSettings } from './settings';

export const TIMER_MODES = ['pomodoro', 'countdown', 'stopwatch'] as const;
export type TimerMode = (typeof TIMER_MODES)[number];
export type TimerPhase = 'focus' | 'break' | 'longBreak';

/**
 * The member is in a study group's session: the timer follows the group's phase
 * (docs/product-rules.md#focus-together), and keeps the own settings and mode to return to on leaving.
 */
export interface GroupFollow {
  groupId: string;
  groupName: string;
  ownSettings: TimerSettings;
  ownMode: TimerMode;
}

/**
 * Plain JSON, so it can sit in localStorage as is (`focusRoom.timer`). Remaining time is NOT stored: it is
 * always derived from the timestamps and `now`, which is what keeps a hidden tab exact.
 *
 * Lifecycle: idle (startedAt null) → running (startedAt set, pauseStartTime null) ⇄ paused (both set).
 * Lengths of the current phase are frozen in `phaseDurationMs` when the phase begins, so a settings
 * change during a run can never move the end of the phase that is already running.
 */
export interface TimerState {
  version: 1;
  mode: TimerMode;
  settings: TimerSettings;
  isRunning: boolean;
  isBreak: boolean;
  isLongBreak: boolean;
  /** The break after the last focus period of a run: when it ends the timer goes back to idle. */
  isFinalBreak: boolean;
  /** 1-based focus period of the run (pomodoro mode); 1 when idle ("clears cycle"). */
  currentCycle: number;
  phaseDurationMs: number;
  /** When the current phase began. May lie up to 1 s ahead: the automatic transition between phases. */
  startedAt: number | null;
  pauseStartTime: number | null;
  /** Paused milliseconds inside the current phase. */
  totalPausedTime: number;
  /** Last `now` the engine saw; also a monotonic floor for `now` (a clock jumping back freezes time). */
  lastUpdateAt: number | null;
  /** Coins paid in this session; whole focused minutes of the session, never paid twice. */
  coinsEarned: number;
  /** Focused milliseconds of the session's finished phases (the running phase is derived). */
  sessionFocusMs: number;
  /** Focused milliseconds of the session already handed out through `focusTimeToSave`. */
  savedFocusMs: number;
  /** Present while the timer follows a group session; absent for the user's own timer. */
  following?: GroupFollow;
}

export const fullLengthMs = (settings: TimerSettings, mode: TimerMode): number => {
  switch (mode) {
    case 'pomodoro':
      return minutesToMs(settings.pomodoroMinutes);
    case 'countdown':
      return minutesToMs(settings.countdownMinutes);
    case 'stopwatch':
      return 0;
  }
};

export const createTimerState = (
  settings: TimerSettings = DEFAULT_TIMER_SETTINGS,
  mode: TimerMode = 'pomodoro',
): TimerState => ({
  version: 1,
  mode,
  settings: { ...settings },
  isRunning: false,
  isBreak: false,
  isLongBreak: false,
  isFinalBreak: false,
  currentCycle: 1,
  phaseDurationMs: fullLengthMs(settings, mode),
  startedAt: null,
  pauseStartTime: null,
  totalPausedTime: 0,
  lastUpdateAt: null,
  coinsEarned: 0,
  sessionFocusMs: 0,
  savedFocusMs: 0,
});

/** Back to the idle full-length timer of `mode`, keeping the session's counters for display. */
export const toIdle = (state: TimerState, mode: TimerMode): TimerState => ({
  ...state,
  mode,
  isRunning: false,
  isBreak: false,
  isLongBreak: false,
  isFinalBreak: false,
  currentCycle: 1,
  phaseDurationMs: fullLengthMs(state.settings, mode),
  startedAt: null,
  pauseStartTime: null,
  totalPausedTime: 0,
});

/** A new session: the 'N Coins Earned' counter and the focus accounting start from zero. */
export const clearSession = (state: TimerState): TimerState => ({
  ...state,
  coinsEarned: 0,
  sessionFocusMs: 0,
  savedFocusMs: 0,
});

export const currentPhase = (state: TimerState): TimerPhase => {
  if (!state.isBreak) return 'focus';
  return state.isLongBreak ? 'longBreak' : 'break';
};
