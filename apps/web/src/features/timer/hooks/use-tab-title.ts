import { formatTimerTitle } from '@focus-room/core/timer/format';
import type { TimerView } from '@focus-room/core/timer/view';
import { useEffect, useRef } from 'react';

/** The remaining time in the tab title while running; the page's own title comes back when stopped. */
export function useTabTitle(view: Pick<TimerView, 'mode' | 'phase' | 'display' | 'isRunning'>) {
  const base = useRef<string | null>(null);
  const title = view.isRunning ? formatTimerTitle(view) : null;

  useEffect(() => {
    if (title === null) {
      if (base.current !== null) document.title = base.current;
      base.current = null;
      return;
    }
    base.current ??= document.title;
    document.title = title;
  }, [title]);

  useEffect(
    () => () => {
      if (base.current !== null) document.title = base.current;
    },
    [],
  );
}
