import { reduce } from './engine';
import type { TimerEffect } from './events';
import { clampSettings } from './settings';
import { createTimerState, type GroupFollow, TIMER_MODES, type TimerMode, type TimerState } from './state';
import { SLEEP_GAP_MS } from './timing';

export { AUTO_TRANSITION_MS, SLEEP_GAP_MS, VISIBILITY_DEBOUNCE_MS } from './timing';

/** Suggested localStorage key; the spec names none for the timer. */
export const TIMER_STORAGE_KEY = 'focusRoom.timer';

// Checked by hand rather than with zod: the timer restores its state on the first screen, and zod should
// load only with the screens that validate answers or forms (docs/decisions/016-small-first-chunk.md).
// persistence.test.ts holds the zod schema this check replaced and compares the two on random data.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isTimestamp = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isMilliseconds = (value: unknown): value is number => isTimestamp(value) && value >= 0;
const isCount = (value: unknown, min: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= min;
const isTimerMode = (value: unknown): value is TimerMode =>
  typeof value === 'string' && (TIMER_MODES as readonly string[]).includes(value);

/**
 * A stored timer state, or null when it is not one: the shape of TimerState (unknown keys dropped) and its
 * lifecycle (a running timer has a start time and no pause, only pomodoro mode has breaks, …). Stored
 * settings are clamped, never rejected: an edited value must not cost the user the timer.
 */
// A malformed group link is dropped, not the timer: the next live update of the group brings it back.
const parseFollowing = (raw: unknown): GroupFollow | undefined => {
  if (!isRecord(raw)) return undefined;
  const { groupId, groupName, ownMode } = raw;
  if (typeof groupId !== 'string' || typeof groupName !== 'string' || !isTimerMode(ownMode)) return undefined;
  return { groupId, groupName, ownMode, ownSettings: clampSettings(raw.ownSettings) };
};

export const parseTimerState = (raw: unknown): TimerState | null => {
  if (!isRecord(raw)) return null;
  const { mode, isRunning, isBreak, isLongBreak, isFinalBreak, startedAt, pauseStartTime, lastUpdateAt } =
    raw;
  if (
    raw.version !== 1 ||
    !isTimerMode(mode) ||
    // Clamped whatever it holds, but the key must be there.
    !('settings' in raw) ||
    typeof isRunning !== 'boolean' ||
    typeof isBreak !== 'boolean' ||
    typeof isLongBreak !== 'boolean' ||
    typeof isFinalBreak !== 'boolean' ||
    !isCount(raw.currentCycle, 1) ||
    !isMilliseconds(raw.phaseDurationMs) ||
    !(startedAt === null || isTimestamp(startedAt)) ||
    !(pauseStartTime === null || isTimestamp(pauseStartTime)) ||
    !isMilliseconds(raw.totalPausedTime) ||
    !(lastUpdateAt === null || isTimestamp(lastUpdateAt)) ||
    !isCount(raw.coinsEarned, 0) ||
    !isMilliseconds(raw.sessionFocusMs) ||
    !isMilliseconds(raw.savedFocusMs)
  )
    return null;
  // The lifecycle: idle (no start) → running (no pause) ⇄ paused; breaks only in pomodoro mode.
  if (isRunning && (startedAt === null || pauseStartTime !== null)) return null;
  if (pauseStartTime !== null && startedAt === null) return null;
  if (mode !== 'pomodoro' && isBreak) return null;
  if ((isLongBreak || isFinalBreak) && !isBreak) return null;
  const following = parseFollowing(raw.following);
  return {
    ...(following ? { following } : {}),
    version: 1,
    mode,
    settings: clampSettings(raw.settings),
    isRunning,
    isBreak,
    isLongBreak,
    isFinalBreak,
    currentCycle: raw.currentCycle,
    phaseDurationMs: raw.phaseDurationMs,
    startedAt,
    pauseStartTime,
    totalPausedTime: raw.totalPausedTime,
    lastUpdateAt,
    coinsEarned: raw.coinsEarned,
    sessionFocusMs: raw.sessionFocusMs,
    savedFocusMs: raw.savedFocusMs,
  };
};

/** The persisted form is the state itself (plain JSON); a copy so later edits cannot leak into storage. */
export const serializeTimer = (state: TimerState): TimerState => ({
  ...state,
  settings: { ...state.settings },
  ...(state.following
    ? { following: { ...state.following, ownSettings: { ...state.following.ownSettings } } }
    : {}),
});

export type RestoreResult =
  | { corrupted: false; state: TimerState; effects: TimerEffect[] }
  /** A running timer with missing time or mode. The UI resets storage and reloads the page. */
  | { corrupted: true; state: TimerState; effects: [] };

const looksRunning = (raw: unknown): boolean =>
  typeof raw === 'object' && raw !== null && (raw as { isRunning?: unknown }).isRunning === true;

/**
 * Validates stored data and catches it up to `now`, so the time (and the coins) of a closed or
 * reloaded tab are applied at once. Unusable data falls back to a stopped timer that keeps whatever
 * settings can be salvaged; only a broken *running* timer is reported as corrupted.
 */
export const restoreTimer = (raw: unknown, now: number): RestoreResult => {
  const parsed = parseTimerState(raw);
  if (parsed) {
    const { state, effects } = reduce(parsed, { type: 'tick' }, now);
    return { corrupted: false, state, effects };
  }
  const salvaged =
    typeof raw === 'object' && raw !== null
      ? clampSettings((raw as { settings?: unknown }).settings)
      : undefined;
  const state = createTimerState(salvaged);
  return looksRunning(raw)
    ? { corrupted: true, state, effects: [] }
    : { corrupted: false, state, effects: [] };
};

/** A gap of more than 30 s since the last tick means the machine slept or the tab was frozen. */
export const detectSleep = (lastTickAt: number | null, now: number): boolean =>
  lastTickAt !== null && now - lastTickAt > SLEEP_GAP_MS;
