import {
  parseTimerState,
  type RestoreResult,
  restoreTimer,
  serializeTimer,
  TIMER_STORAGE_KEY,
} from '@focus-room/core/timer/persistence';
import type { TimerSettings } from '@focus-room/core/timer/settings';
import type { TimerState } from '@focus-room/core/timer/state';
import { readStorage, writeStorage } from '../../../lib/storage';

/** Seconds per pomodoro, read by other widgets that do not parse the timer state. */
export const TIMER_TIME_KEY = 'timerTime';

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    // Not JSON at all: treated like missing data (a fresh, stopped timer), not like a broken running one.
    return null;
  }
}

/** The stored timer caught up to `now`; see restoreTimer for what counts as corrupted. */
export function loadTimer(now: number): RestoreResult {
  return restoreTimer(parseJson(readStorage(TIMER_STORAGE_KEY)), now);
}

/** A state another tab wrote, taken as is (no catch-up: that tab has already handled its effects). */
export function parseStoredTimer(raw: string | null): TimerState | null {
  return parseTimerState(parseJson(raw));
}

export function saveTimer(state: TimerState): void {
  writeStorage(TIMER_STORAGE_KEY, JSON.stringify(serializeTimer(state)));
}

export function syncTimerTime(settings: TimerSettings): void {
  const seconds = String(settings.pomodoroMinutes * 60);
  if (readStorage(TIMER_TIME_KEY) !== seconds) writeStorage(TIMER_TIME_KEY, seconds);
}

export function clearStoredTimer(): void {
  try {
    window.localStorage.removeItem(TIMER_STORAGE_KEY);
  } catch {
    // Storage unavailable: there is nothing stored to clear either.
  }
}
