import { z } from 'zod';
import { SERVER_MESSAGES as M, serverMessage } from '../i18n/server-messages';
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

/**
 * The bound of POST /api/tasks/complete-pomodoro: at most one credited pomodoro per user per 20 minutes
 * of wall-clock time. A shorter pomodoro setting is allowed by the timer, but only a focus period of
 * about a default pomodoro counts towards a task (the task coins below depend on it).
 */
export const POMODORO_CREDIT_INTERVAL_MS = 20 * 60_000;

/**
 * Task coins: the first time a task with at least one completed pomodoro is marked finished it earns
 * TASK_COINS (a 'task' ledger row); never again for that task, and at most TASK_COINS_DAILY_CAP per
 * user per UTC day. Together with the pomodoro bound above, tasks cannot be farmed for coins.
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

export const taskPrioritySchema = z.enum(TASK_PRIORITIES, { error: TASK_MESSAGES.priority });
export const taskStatusSchema = z.enum(TASK_STATUSES);

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

const taskName = z
  .string({ error: TASK_MESSAGES.nameRequired })
  .trim()
  .min(1, TASK_MESSAGES.nameRequired)
  .max(TASK_NAME_MAX, TASK_MESSAGES.nameTooLong);

const dueDate = z
  .string({ error: TASK_MESSAGES.dueDateFormat })
  .refine(isCalendarDate, TASK_MESSAGES.dueDateFormat);

/** A number, or the same as a string of digits (form fields hand over strings). */
const estimatedPomodoros = z.union(
  [
    z
      .int(TASK_MESSAGES.pomodoros)
      .min(TASK_POMODOROS_MIN, TASK_MESSAGES.pomodoros)
      .max(TASK_POMODOROS_MAX, TASK_MESSAGES.pomodoros),
    z
      .string(TASK_MESSAGES.pomodoros)
      .regex(/^\d{1,3}$/, TASK_MESSAGES.pomodoros)
      .refine((value) => Number(value) <= TASK_POMODOROS_MAX, TASK_MESSAGES.pomodoros),
  ],
  { error: TASK_MESSAGES.pomodoros },
);

/** Tells the server which day is "today" for the user: a due date may not be before it. */
const utcOffsetMinutes = z
  .int({ error: TASK_MESSAGES.utcOffset })
  .min(UTC_OFFSET_MIN, TASK_MESSAGES.utcOffset)
  .max(UTC_OFFSET_MAX, TASK_MESSAGES.utcOffset)
  .optional();

/**
 * POST /api/tasks and PATCH /api/tasks/{id}/edit. The spec's body plus `utcOffsetMinutes`
 * (= −Date#getTimezoneOffset()), which tells the server the user's today; see `userToday`.
 * On edit an unchanged due date is accepted even when it has passed.
 */
export const taskInputSchema = z.object({
  taskName,
  dueDate,
  estimatedPomodoros,
  priority: taskPrioritySchema.optional().default('must do'),
  utcOffsetMinutes,
});
export type TaskInput = z.input<typeof taskInputSchema>;

export const taskSchema = z.object({
  _id: z.string(),
  taskName: z.string(),
  dueDate: z.string(),
  estimatedPomodoros: z.string(),
  completedPomodoros: z.string(),
  priority: taskPrioritySchema,
  status: taskStatusSchema,
});
export type Task = z.infer<typeof taskSchema>;

export const taskIdParamsSchema = z.object({ id: z.string().max(100) });

/** GET /api/tasks: ongoing tasks, Must Do first, each zone in its saved order. */
export const ongoingTasksResponseSchema = z.object({ ongoingTasks: z.array(taskSchema) });
export type OngoingTasksResponse = z.infer<typeof ongoingTasksResponseSchema>;

/** GET /api/tasks/intermediate: finished within the last 24 hours, oldest finish first. */
export const intermediateTasksResponseSchema = z.object({ intermediateTasks: z.array(taskSchema) });
export type IntermediateTasksResponse = z.infer<typeof intermediateTasksResponseSchema>;

export const completedTaskSchema = taskSchema.pick({
  _id: true,
  taskName: true,
  dueDate: true,
  estimatedPomodoros: true,
});
export type CompletedTask = z.infer<typeof completedTaskSchema>;

/**
 * GET /api/tasks/completed. completedTasks: every finished task, newest finish first (at most
 * COMPLETED_LIST_LIMIT); completedCount: all finished tasks; intermediateCount: those finished within
 * the last 24 hours (still on the board); totalCount: all tasks, ongoing and finished.
 */
export const completedTasksResponseSchema = z.object({
  completedTasks: z.array(completedTaskSchema),
  completedCount: z.number().int(),
  intermediateCount: z.number().int(),
  totalCount: z.number().int(),
});
export type CompletedTasksResponse = z.infer<typeof completedTasksResponseSchema>;

/** GET /api/tasks/remaining-pomodoros: Σ over ongoing tasks of max(0, estimated − completed). */
export const remainingPomodorosResponseSchema = z.object({ remainingPomodoros: z.number().int() });
export type RemainingPomodorosResponse = z.infer<typeof remainingPomodorosResponseSchema>;

export const taskResponseSchema = z.object({ task: taskSchema });
export type TaskResponse = z.infer<typeof taskResponseSchema>;

/** PATCH /api/tasks/{id}/toggle (empty body): the task after the flip and the task coins it earned. */
export const toggleTaskResponseSchema = z.object({ task: taskSchema, coinsEarned: z.number().int() });
export type ToggleTaskResponse = z.infer<typeof toggleTaskResponseSchema>;

export const reorderItemSchema = z.object({
  id: z.string({ error: M.taskReorderId }).max(100),
  priority: taskPrioritySchema,
  order: z.int({ error: TASK_MESSAGES.reorderOrder }).min(0, TASK_MESSAGES.reorderOrder).max(1_000_000),
});
export type ReorderItem = z.infer<typeof reorderItemSchema>;

/**
 * PATCH /api/tasks/reorder. Ids must be the user's tasks (else 404) and appear once (else 400). A
 * partial list is accepted: ongoing tasks it does not name keep their relative order after the named
 * ones of their zone (a task added in another tab meanwhile is not lost).
 */
export const reorderRequestSchema = z.object({
  orderedTasks: z.array(reorderItemSchema, { error: M.taskReorderList }).max(1000, M.taskReorderTooLong),
});
export type ReorderRequest = z.infer<typeof reorderRequestSchema>;
export const reorderResponseSchema = ongoingTasksResponseSchema;

/**
 * POST /api/tasks/complete-pomodoro: the timer's completed pomodoro for the selected task. Beyond the
 * wall-clock bound (POMODORO_CREDIT_INTERVAL_MS) the call is answered with credited: false and changes
 * nothing, like the focus claims that are cut rather than refused.
 */
export const completePomodoroRequestSchema = z.object({
  taskId: z.string({ error: M.taskIdRequired }).min(1, M.taskIdRequired).max(100),
});
export const completePomodoroResponseSchema = z.object({ task: taskSchema, credited: z.boolean() });
export type CompletePomodoroResponse = z.infer<typeof completePomodoroResponseSchema>;

export const deleteTaskResponseSchema = z.object({ message: z.string() });

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
