import { TASK_NAME_MAX } from '@focus-room/core/api/tasks-plain';
import { clampPomodorosInput, dateOrToday, localToday } from '../../../lib/task-fields';

/** A visitor's task, kept in session storage: it lives only as long as this tab. */
export interface GuestTask {
  /** A timestamp (ms), unique within the list. */
  id: number;
  taskName: string;
  /** YYYY-MM-DD. */
  date: string;
  pomodoros: string | number;
  completed: boolean;
  /**
   * Read for compatibility with older lists: 'finished' counts as completed; the guest form never sets it.
   */
  status?: string;
}

export const isDone = (task: GuestTask): boolean => task.completed || task.status === 'finished';

/** Clamped to 0..100; an empty value becomes '0'. */
export const normalizePomodoros = (raw: string): string => clampPomodorosInput(raw) || '0';

/** The date is at least today and defaults to today. */
export const normalizeDate = (date: string, today: string): string => dateOrToday(date, today, today);

export interface GuestTaskInput {
  taskName: string;
  date: string;
  pomodoros: string;
}

/** The new task, or null for a name that is blank after trimming (ignored silently). */
export function createGuestTask(
  input: GuestTaskInput,
  existing: readonly GuestTask[],
  now = new Date(),
): GuestTask | null {
  const taskName = input.taskName.trim().slice(0, TASK_NAME_MAX);
  if (!taskName) return null;
  let id = now.getTime();
  // Two tasks added within the same millisecond (a double submit) still get distinct ids.
  while (existing.some((task) => task.id === id)) id += 1;
  return {
    id,
    taskName,
    date: normalizeDate(input.date, localToday(now)),
    pomodoros: normalizePomodoros(input.pomodoros),
    completed: false,
  };
}

const isGuestTask = (value: unknown): value is GuestTask => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    typeof v.taskName === 'string' &&
    typeof v.date === 'string' &&
    (typeof v.pomodoros === 'string' || typeof v.pomodoros === 'number')
  );
};

/** Stored tasks; unreadable data or entries are dropped rather than breaking the list. */
export function parseGuestTasks(raw: string | null): GuestTask[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(isGuestTask).map((task) => ({ ...task, completed: task.completed === true }));
  } catch {
    return [];
  }
}

export const toggleGuestTask = (tasks: readonly GuestTask[], id: number): GuestTask[] =>
  tasks.map((task) => {
    if (task.id !== id) return task;
    const { status: _status, ...rest } = task;
    return { ...rest, completed: !isDone(task) };
  });

export const removeGuestTask = (tasks: readonly GuestTask[], id: number): GuestTask[] =>
  tasks.filter((task) => task.id !== id);
