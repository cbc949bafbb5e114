import type { TimerEvent } from '@focus-room/core/timer/events';
import { detectSleep, TIMER_STORAGE_KEY, VISIBILITY_DEBOUNCE_MS } from '@focus-room/core/timer/persistence';
import type { TimerState } from '@focus-room/core/timer/state';
import { type RefObject, useEffect, useRef } from 'react';
import { readStorage } from '../../../lib/storage';
import { parseStoredTimer } from '../lib/timer-store';

/** The display only shows whole seconds; 4 ticks a second keep it within a quarter second of exact. */
export const TICK_MS = 250;
/** Unsaved focus time is handed to the server about once a minute while the timer runs. */
export const SAVE_EVERY_MS = 60_000;

type Dispatch = (event: TimerEvent, options?: { unloading?: boolean }) => TimerState;

interface ClockOptions {
  stateRef: RefObject<TimerState>;
  isRunning: boolean;
  dispatch: Dispatch;
  /** Called after the visible-again tick; may reload the page (the last-cycle rule). */
  onVisible: () => void;
  onHidden: () => void;
}

/**
 * Drives the engine: a tick every 250 ms while running, plus a tick whenever the page may have missed
 * time (visible again — debounced 100 ms —, focus, pageshow from the back/forward cache, load). Time is
 * derived from timestamps, so a throttled or frozen tab only gets late ticks, never wrong ones.
 */
export function useTimerClock({ stateRef, isRunning, dispatch, onVisible, onHidden }: ClockOptions) {
  const lastTickAt = useRef<number | null>(null);
  const lastSaveAt = useRef(Date.now());
  const callbacks = useRef({ onVisible, onHidden });
  callbacks.current = { onVisible, onHidden };

  useEffect(() => {
    // The gap is measured between ticks of a running timer; an idle stretch before Start is no sleep.
    lastTickAt.current = null;
    const tick = () => {
      const now = Date.now();
      if (detectSleep(lastTickAt.current, now)) {
        // Sleep recovery: the machine slept or the tab was frozen. Another tab may have moved the shared
        // timer on meanwhile; take the newer state before catching up, then save what was earned.
        const stored = parseStoredTimer(readStorage(TIMER_STORAGE_KEY));
        const ours = stateRef.current;
        if (stored && (stored.lastUpdateAt ?? 0) > (ours.lastUpdateAt ?? 0)) stateRef.current = stored;
        lastSaveAt.current = now;
        dispatch({ type: 'flush' });
      } else if (now - lastSaveAt.current >= SAVE_EVERY_MS) {
        lastSaveAt.current = now;
        dispatch({ type: 'flush' });
      } else {
        dispatch({ type: 'tick' });
      }
      lastTickAt.current = now;
    };

    let debounce: number | undefined;
    const onVisibility = () => {
      window.clearTimeout(debounce);
      debounce = window.setTimeout(() => {
        if (document.visibilityState === 'hidden') {
          callbacks.current.onHidden();
          return;
        }
        tick();
        callbacks.current.onVisible();
      }, VISIBILITY_DEBOUNCE_MS);
    };
    const onUnload = () => dispatch({ type: 'flush' }, { unloading: true });

    window.addEventListener('focus', tick);
    window.addEventListener('pageshow', tick);
    window.addEventListener('load', tick);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onUnload);
    window.addEventListener('beforeunload', onUnload);
    const interval = isRunning ? window.setInterval(tick, TICK_MS) : undefined;
    if (isRunning) tick();
    return () => {
      window.clearTimeout(debounce);
      window.clearInterval(interval);
      window.removeEventListener('focus', tick);
      window.removeEventListener('pageshow', tick);
      window.removeEventListener('load', tick);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onUnload);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [isRunning, dispatch, stateRef]);
}
