// The tasks contract without zod: limits, messages, route descriptors and date helpers, for web code that
// runs on a first load (docs/decisions/016-small-first-chunk.md). tasks.ts re-exports all of it with the schemas.
import { SERVER_MESSAGES as M, serverMessage } from '../i18n/server-messages';
import { TIMER_MINUTES_MAX } from '../timer/settings';
import type { ApiRoute } from './route';

/** Task limits: docs/product-rules.md#task-limits-and-timings. */
export const TASK_NAME_MAX = 200;
export const TASK_POMODOROS_MIN = 0;
export const TASK_POMODOROS_MAX = 100;
export const MAX_ONGOING_TASKS = 100;
/**
 * A finished task stays on the board (the `intermediate` list) this long
 * (docs/product-rules.md#finishing-a-task).
 */
export const INTERMEDIATE_WINDOW_MS = 24 * 60 * 60_000;
/** GET /api/tasks/completed lists at most this many (newest first); its counts are always exact. */
export const COMPLETED_LIST_LIMIT = 200;

/** The longest focus period the timer can run: a complete-pomodoro call cannot claim a longer one. */
export const POMODORO_PERIOD_MAX_SECONDS = TIMER_MINUTES_MAX * 60;

/**
 * Task coins: the first time a task with at least one completed pomodoro is marked finished it earns
 * TASK_COINS (a 'task' ledger row); never again for that task, and at most TASK_COINS_DAILY_CAP per
 * user per UTC day. With pomodoros paid from claimed focus time (economy/pomodoro-credit.ts), tasks cannot
 * be farmed for coins.
 */
export const TASK_COINS = 2;
export const TASK_COINS_DAILY_CAP = 20;

/** Bounds of the client's UTC offset (UTC−12:00 … UTC+14:00), in minutes east of UTC. */
export const UTC_OFFSET_MIN = -12 * 60;
export const UTC_OFFSET_MAX = 14 * 60;

export const TASK_MESSAGES = {
  limitReached: serverMessage('taskLimitReached', { max: MAX_ONGOING_TASKS }),
  toggleFailed: M.taskToggleFailed,
  notFound: M.taskNotFound,
  nameRequired: M.taskNameRequired,
  nameTooLong: serverMessage('taskNameTooLong', { max: TASK_NAME_MAX }),
  pomodoros: serverMessage('taskPomodoros', { min: TASK_POMODOROS_MIN, max: TASK_POMODOROS_MAX }),
  dueDateFormat: M.taskDueDateFormat,
  dueDateInPast: M.taskDueDateInPast,
  priority: M.taskPriority,
  utcOffset: M.taskUtcOffset,
  reorderDuplicate: M.taskReorderDuplicate,
  reorderOrder: M.taskReorderOrder,
  notOngoing: M.taskNotOngoing,
  deleted: M.taskDeleted,
} as const;

export const TASK_PRIORITIES = ['must do', 'can do'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_STATUSES = ['ongoing', 'finished'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** YYYY-MM-DD that names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1970 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/**
 * The calendar day at `now` for a user `utcOffsetMinutes` east of UTC. Without an offset, the earliest
 * day anywhere on Earth (UTC−12): a client that does not say where it is is never refused "today".
 */
export function userToday(now: Date, utcOffsetMinutes: number | undefined): string {
  const offset = utcOffsetMinutes ?? UTC_OFFSET_MIN;
  return new Date(now.getTime() + offset * 60_000).toISOString().slice(0, 10);
}

// The endpoints of this area: method and path, for the server to register and the web to call (api/route.ts).
export const ongoingTasksRoute = { method: 'GET', path: '/api/tasks' } as const satisfies ApiRoute;
export const intermediateTasksRoute = {
  method: 'GET',
  path: '/api/tasks/intermediate',
} as const satisfies ApiRoute;
export const completedTasksRoute = {
  method: 'GET',
  path: '/api/tasks/completed',
} as const satisfies ApiRoute;
export const remainingPomodorosRoute = {
  method: 'GET',
  path: '/api/tasks/remaining-pomodoros',
} as const satisfies ApiRoute;
export const createTaskRoute = { method: 'POST', path: '/api/tasks' } as const satisfies ApiRoute;
export const reorderTasksRoute = { method: 'PATCH', path: '/api/tasks/reorder' } as const satisfies ApiRoute;
export const completePomodoroRoute = {
  method: 'POST',
  path: '/api/tasks/complete-pomodoro',
} as const satisfies ApiRoute;
export const toggleTaskRoute = {
  method: 'PATCH',
  path: '/api/tasks/:id/toggle',
  url: (id: string) => `/api/tasks/${encodeURIComponent(id)}/toggle`,
} as const satisfies ApiRoute;
export const editTaskRoute = {
  method: 'PATCH',
  path: '/api/tasks/:id/edit',
  url: (id: string) => `/api/tasks/${encodeURIComponent(id)}/edit`,
} as const satisfies ApiRoute;
export const deleteTaskRoute = {
  method: 'DELETE',
  path: '/api/tasks/:id',
  url: (id: string) => `/api/tasks/${encodeURIComponent(id)}`,
} as const satisfies ApiRoute;
