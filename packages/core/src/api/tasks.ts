import { z } from 'zod';
import { SERVER_MESSAGES as M, serverMessage } from '../i18n/server-messages';
import {
  isCalendarDate,
  POMODORO_PERIOD_MAX_SECONDS,
  TASK_MESSAGES,
  TASK_NAME_MAX,
  TASK_POMODOROS_MAX,
  TASK_POMODOROS_MIN,
  TASK_PRIORITIES,
  TASK_STATUSES,
  UTC_OFFSET_MAX,
  UTC_OFFSET_MIN,
} from './tasks-plain';

export * from './tasks-plain';

export const taskPrioritySchema = z.enum(TASK_PRIORITIES, { error: TASK_MESSAGES.priority });
export const taskStatusSchema = z.enum(TASK_STATUSES);

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
 * POST /api/tasks/complete-pomodoro: the timer's completed pomodoro for the selected task, with the finished
 * focus period's set length in seconds (without it, a default pomodoro's). It is credited when the focus
 * time the server has paid and no earlier pomodoro used covers the period (decidePomodoroCredit in
 * economy/pomodoro-credit.ts); otherwise the answer is credited: false and nothing changes.
 */
export const completePomodoroRequestSchema = z.object({
  taskId: z.string({ error: M.taskIdRequired }).min(1, M.taskIdRequired).max(100),
  seconds: z
    .number({ error: serverMessage('fieldNumber', { field: 'seconds' }) })
    .int(serverMessage('fieldWholeNumber', { field: 'seconds' }))
    .min(1, M.secondsMin)
    .max(
      POMODORO_PERIOD_MAX_SECONDS,
      serverMessage('fieldMax', { field: 'seconds', max: POMODORO_PERIOD_MAX_SECONDS }),
    )
    .optional(),
});
export const completePomodoroResponseSchema = z.object({ task: taskSchema, credited: z.boolean() });
export type CompletePomodoroResponse = z.infer<typeof completePomodoroResponseSchema>;

export const deleteTaskResponseSchema = z.object({ message: z.string() });
