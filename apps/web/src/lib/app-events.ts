import type { TimerSettings } from '@focus-room/core/timer/settings';
import { useEffect, useRef } from 'react';

/**
 * The window events that keep widgets of different features current (docs/product-rules.md#refresh-events).
 * Features never import each other, so these names and payloads are their whole contract. The names are
 * product rules: never rename one.
 */
export type AppEvents = {
  /** The timer saved coins: what the server credited and the balance after it. */
  coinUpdate: { credited: number; coins: number };
  /** The timer saved focus time; both figures in the server's unit (measured seconds / 1.9). */
  statsUpdate: { credited: number; totalTimeSpent: number };
  /** The user's total focus time in the server's unit: the saved total, and live while the timer runs. */
  focusTimeTick: { totalSeconds: number };
  /** The server credited a pomodoro to the selected task. */
  pomodoroCompleted: { taskId: string };
  /** The timer settings were saved. */
  timerSettingsUpdate: TimerSettings;
  /** The task manager's remaining pomodoros changed. */
  taskCompletionUpdate: { remainingPomodoros: number };
  /** An upgrade succeeded. */
  levelUpgraded: { newLevel: number; newCoins: number; levelsUpgraded: number; totalCostSpent: number };
  /** An upgrade spent coins. */
  coinSpent: { amount: number };
  /**
   * The selected task changed (ours, not in the original product). The name lets the timer say what the
   * running pomodoro counts for; older senders leave it out.
   */
  selectedTaskUpdate: { taskId: string | null; taskName?: string | null };
  /** The timer's 'Change task' asks the task board to let the user pick the task (ours). */
  chooseTask: Record<string, never>;
};

export type AppEventName = keyof AppEvents;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const numbers =
  (...keys: string[]) =>
  (value: unknown) =>
    isRecord(value) && keys.every((key) => Number.isFinite(value[key]));

// Anything can dispatch on window (another script, a test, an older build in a second tab), so a detail is
// checked before a handler sees it as typed.
const DETAIL_SHAPES: { [N in AppEventName]: (value: unknown) => boolean } = {
  coinUpdate: numbers('credited', 'coins'),
  statsUpdate: numbers('credited', 'totalTimeSpent'),
  focusTimeTick: numbers('totalSeconds'),
  pomodoroCompleted: (value) => isRecord(value) && typeof value.taskId === 'string',
  timerSettingsUpdate: numbers(
    'pomodoroMinutes',
    'breakMinutes',
    'countdownMinutes',
    'cycles',
    'longBreakMinutes',
    'longBreakInterval',
  ),
  taskCompletionUpdate: numbers('remainingPomodoros'),
  levelUpgraded: numbers('newLevel', 'newCoins', 'levelsUpgraded', 'totalCostSpent'),
  coinSpent: numbers('amount'),
  selectedTaskUpdate: (value) =>
    isRecord(value) &&
    (value.taskId === null || typeof value.taskId === 'string') &&
    (value.taskName === undefined || value.taskName === null || typeof value.taskName === 'string'),
  chooseTask: isRecord,
};

/**
 * What a listener is given: the typed detail, or null when the event came without a well-formed one. A
 * bare `coinUpdate` still means "this changed, read it again", so handlers must treat null as that.
 */
export type AppEventHandler<N extends AppEventName> = (detail: AppEvents[N] | null) => void;

export function fireAppEvent<N extends AppEventName>(name: N, detail: AppEvents[N]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Listens on window; returns the function that stops listening. */
export function listenAppEvent<N extends AppEventName>(name: N, handler: AppEventHandler<N>): () => void {
  const listener = (event: Event) => {
    const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
    handler(DETAIL_SHAPES[name](detail) ? (detail as AppEvents[N]) : null);
  };
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}

/** listenAppEvent for a component's lifetime, always calling its latest handler. */
export function useAppEvent<N extends AppEventName>(name: N, handler: AppEventHandler<N>, enabled = true) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return;
    return listenAppEvent(name, (detail) => latest.current(detail));
  }, [name, enabled]);
}
