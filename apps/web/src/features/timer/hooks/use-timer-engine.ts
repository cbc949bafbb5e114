import { reduce } from '@focus-room/core/timer/engine';
import type { TimerEffect, TimerEvent } from '@focus-room/core/timer/events';
import { TIMER_STORAGE_KEY } from '@focus-room/core/timer/persistence';
import type { TimerState } from '@focus-room/core/timer/state';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadTimer, parseStoredTimer, saveTimer, syncTimerTime } from '../lib/timer-store';

export interface EffectContext {
  now: number;
  /** The page is going away: only what can outlive it (keepalive requests) is worth doing. */
  unloading: boolean;
  /** Effects found while restoring a stored timer (reload, reopened tab). */
  restoring: boolean;
}

export type EffectHandler = (effects: TimerEffect[], context: EffectContext) => void;

/**
 * Owns the timer state: restores it from local storage on load, runs every event through the pure engine,
 * persists after every change and hands the engine's effects to `onEffects`. A corrupted stored state
 * (running without time or mode) is reset and the page reloads
 * (docs/product-rules.md#hidden-tabs-sleep-and-reloads).
 */
export function useTimerEngine(onEffects: EffectHandler) {
  const [restored] = useState(() => loadTimer(Date.now()));
  const [state, setState] = useState<TimerState>(restored.state);
  const stateRef = useRef(state);
  const handlerRef = useRef(onEffects);
  handlerRef.current = onEffects;
  const restoreHandled = useRef(false);

  const commit = useCallback((next: TimerState) => {
    stateRef.current = next;
    saveTimer(next);
    setState(next);
  }, []);

  const dispatch = useCallback(
    (event: TimerEvent, options: { unloading?: boolean } = {}) => {
      const now = Date.now();
      const { state: next, effects } = reduce(stateRef.current, event, now);
      commit(next);
      if (effects.length > 0) {
        handlerRef.current(effects, { now, unloading: options.unloading ?? false, restoring: false });
      }
      return next;
    },
    [commit],
  );

  useEffect(() => {
    // Guarded: StrictMode runs mount effects twice, and restore effects (coins, completed pomodoros)
    // must be handled exactly once.
    if (restoreHandled.current) return;
    restoreHandled.current = true;
    if (restored.corrupted) {
      saveTimer(restored.state);
      window.location.reload();
      return;
    }
    saveTimer(restored.state);
    syncTimerTime(restored.state.settings);
    if (restored.effects.length > 0) {
      handlerRef.current(restored.effects, { now: Date.now(), unloading: false, restoring: true });
    }
  }, [restored]);

  // Another tab of this browser ran the timer: take its state, so both tabs show the same timer and
  // a minute paid there is never paid again here (its coins are already counted in the state).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TIMER_STORAGE_KEY || event.newValue === null) return;
      const theirs = parseStoredTimer(event.newValue);
      if (!theirs) return;
      stateRef.current = theirs;
      setState(theirs);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return { state, stateRef, dispatch };
}
