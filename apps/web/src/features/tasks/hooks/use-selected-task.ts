import type { Task } from '@focus-room/core/api/tasks';
import { useCallback, useEffect, useState } from 'react';
import { fireAppEvent } from '../../../lib/app-events';
import { SELECTED_TASK_KEY, SELECTED_TASK_NAME_KEY } from '../../../lib/shared-storage-keys';
import { readStorage } from '../../../lib/storage';

function store(taskId: string | null, taskName: string | null) {
  try {
    if (taskId) window.localStorage.setItem(SELECTED_TASK_KEY, taskId);
    else window.localStorage.removeItem(SELECTED_TASK_KEY);
    if (taskId && taskName !== null) window.localStorage.setItem(SELECTED_TASK_NAME_KEY, taskName);
    else window.localStorage.removeItem(SELECTED_TASK_NAME_KEY);
  } catch {
    // Storage may be unavailable; the selection then lasts for this page view.
  }
  fireAppEvent('selectedTaskUpdate', { taskId, taskName });
}

/**
 * The selected task (docs/product-rules.md#selected-task-and-pomodoro-credits), kept in localStorage
 * `selectedTaskId` (the timer credits its pomodoros to it): clicking selects; the last ongoing task is
 * selected when the selection is missing or invalid; the selection is cleared when no ongoing task exists.
 * `ongoing` is undefined while loading.
 */
export function useSelectedTask(ongoing: Task[] | undefined) {
  const [selectedId, setSelectedId] = useState<string | null>(() => readStorage(SELECTED_TASK_KEY));

  useEffect(() => {
    if (!ongoing) return;
    const selected = selectedId === null ? undefined : ongoing.find((task) => task._id === selectedId);
    if (selected) {
      // Also after a rename, so the timer's 'Working on: …' stays true.
      if (
        readStorage(SELECTED_TASK_KEY) !== selected._id ||
        readStorage(SELECTED_TASK_NAME_KEY) !== selected.taskName
      ) {
        store(selected._id, selected.taskName);
      }
      return;
    }
    const fallback = ongoing.at(-1) ?? null;
    setSelectedId(fallback?._id ?? null);
    store(fallback?._id ?? null, fallback?.taskName ?? null);
  }, [ongoing, selectedId]);

  const select = useCallback(
    (taskId: string) => {
      setSelectedId(taskId);
      store(taskId, ongoing?.find((task) => task._id === taskId)?.taskName ?? null);
    },
    [ongoing],
  );

  return { selectedId, select };
}
