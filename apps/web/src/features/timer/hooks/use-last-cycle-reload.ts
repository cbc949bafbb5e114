import type { TimerState } from '@focus-room/core/timer/state';
import { useMemo, useRef } from 'react';

/**
 * If the page was hidden during the last cycle, the page reloads (docs/product-rules.md#pomodoro-cycle). A
 * run that ended while the tab was in the background is picked up fresh when the user comes back: every
 * widget on the page then shows the coins and stats of the finished run. The state and the run summary are
 * stored, so the reload loses nothing.
 */
export function useLastCycleReload() {
  const hiddenDuringRun = useRef(false);
  const endedWhileHidden = useRef(false);

  return useMemo(
    () => ({
      hidden(state: TimerState) {
        hiddenDuringRun.current = state.mode === 'pomodoro' && state.startedAt !== null;
      },
      runEnded() {
        if (hiddenDuringRun.current || document.visibilityState === 'hidden') endedWhileHidden.current = true;
      },
      visible() {
        const reload = endedWhileHidden.current;
        hiddenDuringRun.current = false;
        endedWhileHidden.current = false;
        if (reload) window.location.reload();
      },
    }),
    [],
  );
}
