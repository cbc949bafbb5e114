import { useState } from 'react';
import { useAppEvent } from '../../../lib/app-events';
import { SELECTED_TASK_KEY, SELECTED_TASK_NAME_KEY } from '../../../lib/shared-storage-keys';
import { readStorage } from '../../../lib/storage';

const storedName = () => (readStorage(SELECTED_TASK_KEY) ? readStorage(SELECTED_TASK_NAME_KEY) : null);

/**
 * The name of the task a finished pomodoro will be credited to (the selected task), for the timer's
 * 'Working on: …' line; null when none is selected. Follows the task board's `selectedTaskUpdate`.
 */
export function useWorkingOn(): string | null {
  const [name, setName] = useState<string | null>(storedName);
  useAppEvent('selectedTaskUpdate', (detail) => {
    if (!detail) setName(storedName());
    else setName(detail.taskId ? (detail.taskName ?? storedName()) : null);
  });
  return name;
}
