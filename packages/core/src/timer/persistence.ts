import { z } from 'zod';
import { reduce } from './engine';
import type { TimerEffect } from './events';
import { clampedTimerSettingsSchema, clampSettings } from './settings';
import { createTimerState, TIMER_MODES, type TimerState } from './state';
import { SLEEP_GAP_MS } from './timing';

export { AUTO_TRANSITION_MS, SLEEP_GAP_MS, VISIBILITY_DEBOUNCE_MS } from './timing';

/** Suggested localStorage key; the spec names none for the timer. */
export const TIMER_STORAGE_KEY = 'focusRoom.timer';

const timestamp = z.number();
const milliseconds = z.number().min(0);

export const timerStateSchema = z
  .object({
    version: z.literal(1),
    mode: z.enum(TIMER_MODES),
    // Stored settings are clamped, never rejected: an edited value must not cost the user the timer.
    settings: clampedTimerSettingsSchema,
    isRunning: z.boolean(),
    isBreak: z.boolean(),
    isLongBreak: z.boolean(),
    isFinalBreak: z.boolean(),
    currentCycle: z.int().min(1),
    phaseDurationMs: milliseconds,
    startedAt: timestamp.nullable(),
    pauseStartTime: timestamp.nullable(),
    totalPausedTime: milliseconds,
    lastUpdateAt: timestamp.nullable(),
    coinsEarned: z.int().min(0),
    sessionFocusMs: milliseconds,
    savedFocusMs: milliseconds,
  })
  .superRefine((state, ctx) => {
    const problem = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (state.isRunning && state.startedAt === null) problem('running without a start time');
    if (state.isRunning && state.pauseStartTime !== null) problem('running and paused at once');
    if (state.pauseStartTime !== null && state.startedAt === null) problem('paused without a start time');
    if (state.mode !== 'pomodoro' && state.isBreak) problem('a break outside pomodoro mode');
    if (state.isLongBreak && !state.isBreak) problem('a long break that is not a break');
    if (state.isFinalBreak && !state.isBreak) problem('a final break that is not a break');
  }) satisfies z.ZodType<TimerState, unknown>;

/** The persisted form is the state itself (plain JSON); a copy so later edits cannot leak into storage. */
export const serializeTimer = (state: TimerState): TimerState => ({
  ...state,
  settings: { ...state.settings },
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
  const parsed = timerStateSchema.safeParse(raw);
  if (parsed.success) {
    const { state, effects } = reduce(parsed.data, { type: 'tick' }, now);
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
