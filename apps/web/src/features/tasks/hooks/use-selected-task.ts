import type { Task } from '@focus-room/core/api/tasks';
import { useCallback, useEffect, useState } from 'react';
import { fireAppEvent } from '../../../lib/app-events';
import { SELECTED_TASK_KEY } from '../../../lib/shared-storage-keys';
import { readStorage } from '../../../lib/storage';

function store(taskId: string | null) {
  try {
    if (taskId) window.localStorage.setItem(SELECTED_TASK_KEY, taskId);
    else window.localStorage.removeItem(SELECTED_TASK_KEY);
  } catch {
    // Storage may be unavailable; the selection then lasts for this page view.
  }
  fireAppEvent('selectedTaskUpdate', { taskId });
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
    const valid = selectedId !== null && ongoing.some((task) => task._id === selectedId);
    if (valid) {
      if (readStorage(SELECTED_TASK_KEY) !== selectedId) store(selectedId);
      return;
    }
    const fallback = ongoing.at(-1)?._id ?? null;
    setSelectedId(fallback);
    store(fallback);
  }, [ongoing, selectedId]);

  const select = useCallback((taskId: string) => {
    setSelectedId(taskId);
    store(taskId);
  }, []);

  return { selectedId, select };
}
