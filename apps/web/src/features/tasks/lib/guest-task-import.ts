import { TASK_NAME_MAX, TASK_POMODOROS_MAX, TASK_POMODOROS_MIN } from '@focus-room/core/api/tasks-plain';
import { GUEST_TASKS_KEY } from '../../../lib/shared-storage-keys';
import { dateOrToday, localToday } from '../../../lib/task-fields';
import type { TaskFormValues } from '../api/create-task';

// The guest list's shape (docs/product-rules.md#guest-tasks) is read by hand here: features do not import
// each other, and a stored list may come from an older build.

export type PendingGuestTask = TaskFormValues;

/** Turns stored guest tasks into task inputs: unfinished ones only, names and numbers within the limits. */
export function toTaskInputs(raw: string | null, now = new Date()): PendingGuestTask[] {
  let list: unknown;
  try {
    list = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  const day = localToday(now);
  return list.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const task = item as Record<string, unknown>;
    if (task.completed === true || task.status === 'finished') return [];
    const taskName = typeof task.taskName === 'string' ? task.taskName.trim().slice(0, TASK_NAME_MAX) : '';
    if (!taskName) return [];
    const pomodoros = Math.round(Number(task.pomodoros) || 0);
    return [
      {
        taskName,
        // Dates before today move to today.
        dueDate: dateOrToday(typeof task.date === 'string' ? task.date : '', day, day),
        estimatedPomodoros: Math.min(TASK_POMODOROS_MAX, Math.max(TASK_POMODOROS_MIN, pomodoros)),
        priority: 'must do' as const,
      },
    ];
  });
}

export function readPendingGuestTasks(): PendingGuestTask[] {
  try {
    return toTaskInputs(window.sessionStorage.getItem(GUEST_TASKS_KEY));
  } catch {
    return [];
  }
}

export function forgetGuestTasks() {
  try {
    window.sessionStorage.removeItem(GUEST_TASKS_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
