import type { TaskFormValues } from '../api/create-task';

// The guest list's session-storage key and shape (docs/product-rules.md#guest-tasks). Read here rather than
// imported, because features do not import each other.
const GUEST_TASKS_KEY = 'guestTasks';

export type PendingGuestTask = TaskFormValues;

const today = (now = new Date()) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** Turns stored guest tasks into task inputs: unfinished ones only, names and numbers within the limits. */
export function toTaskInputs(raw: string | null, now = new Date()): PendingGuestTask[] {
  let list: unknown;
  try {
    list = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  const day = today(now);
  return list.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const task = item as Record<string, unknown>;
    if (task.completed === true || task.status === 'finished') return [];
    const taskName = typeof task.taskName === 'string' ? task.taskName.trim().slice(0, 200) : '';
    if (!taskName) return [];
    const date = typeof task.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(task.date) ? task.date : day;
    const pomodoros = Math.min(100, Math.max(0, Math.round(Number(task.pomodoros) || 0)));
    return [
      {
        taskName,
        dueDate: date < day ? day : date,
        estimatedPomodoros: pomodoros,
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
