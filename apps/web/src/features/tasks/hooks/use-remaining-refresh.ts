import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { fireAppEvent } from '../../../lib/app-events';
import { useRemainingPomodoros } from '../api/get-remaining-pomodoros';
import { taskKeys } from '../api/task-keys';

const REFETCH_DELAY_MS = 100;
const DEBOUNCE_MS = 300;

/**
 * Remaining pomodoros for the task manager (docs/product-rules.md#remaining-pomodoros): `schedule()` re-reads
 * them 100 ms after a change (debounced 300 ms, so a burst of toggles makes one request), and every change of
 * the figure fires the window event taskCompletionUpdate for the estimate box and the stats.
 */
export function useRemainingRefresh(enabled: boolean) {
  const queryClient = useQueryClient();
  const { data } = useRemainingPomodoros({ enabled });
  const timer = useRef<number | undefined>(undefined);
  const previous = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (data === undefined) return;
    if (previous.current !== undefined && previous.current !== data) {
      fireAppEvent('taskCompletionUpdate', { remainingPomodoros: data });
    }
    previous.current = data;
  }, [data]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    (delay = REFETCH_DELAY_MS) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: taskKeys.remaining }),
        delay + DEBOUNCE_MS,
      );
    },
    [queryClient],
  );
}
