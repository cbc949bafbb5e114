import {
  COMPLETED_LIST_LIMIT,
  type CompletePomodoroResponse,
  completePomodoroRoute,
  INTERMEDIATE_WINDOW_MS,
  MAX_ONGOING_TASKS,
  TASK_COINS,
  TASK_COINS_DAILY_CAP,
  TASK_MESSAGES,
  type TaskPriority,
  userToday,
} from '@focus-room/core/api/tasks';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { badRequest, notFound, unauthorized } from '../../lib/http-error';
import { tasksRepository } from '../../repositories/tasks-repository';
import { inTransaction } from '../../repositories/transaction';
import { type BalanceRow, userBalanceRepository } from '../../repositories/user-balance-repository';
import { openSession, sessionBounds, settleAlongSession } from '../auth/sessions';
import type { TokenClaims } from '../auth/tokens';
import { decideClaim, POMODORO_RULE, startOfUtcDay } from '../economy/claim-bound';
import { runOnce, type WriteAnswer } from '../idempotency/idempotent-write';
import { boardAnswer, ongoingTasksUnlessKept } from './board-answers';
import { isTaskId, toTaskDto } from './task-dto';

export type TaskFields = {
  taskName: string;
  dueDate: string;
  estimatedPomodoros: number | string;
  priority: TaskPriority;
  utcOffsetMinutes?: number | undefined;
};

const intermediateSince = (ctx: AppContext) => new Date(ctx.now().getTime() - INTERMEDIATE_WINDOW_MS);

async function lockOwner(tx: Database, userId: string) {
  const owner = await tasksRepository.lockOwner(tx, userId);
  if (!owner) throw unauthorized();
  return owner;
}

async function ownTask(db: Database, userId: string, taskId: string) {
  const task = isTaskId(taskId) ? await tasksRepository.find(db, userId, taskId) : undefined;
  if (!task) throw notFound(TASK_MESSAGES.notFound);
  return task;
}

/** ISO dates compare as strings. `keep` is the stored date on edit: leaving it unchanged is fine. */
function checkDueDate(ctx: AppContext, fields: TaskFields, keep?: string) {
  if (fields.dueDate === keep) return;
  if (fields.dueDate < userToday(ctx.now(), fields.utcOffsetMinutes)) {
    throw badRequest(TASK_MESSAGES.dueDateInPast, { dueDate: TASK_MESSAGES.dueDateInPast });
  }
}

/**
 * The board's read, made in the authentication's own statement (plugins/authentication.ts
 * requireUserWith): one round trip per request, and the answer built only when this process does not
 * keep it at the board's current version (board-answers.ts). The other read the timer makes every
 * minute, the remaining pomodoros, is a total on the user row (migration 0018) and needs nothing more.
 */
export const ongoingTasksRead = ongoingTasksUnlessKept;
export { boardAnswer };

export async function listOngoing(ctx: AppContext, userId: string) {
  return (await tasksRepository.listOngoing(ctx.db, userId)).map(toTaskDto);
}

export async function listIntermediate(ctx: AppContext, userId: string) {
  return (await tasksRepository.listFinishedSince(ctx.db, userId, intermediateSince(ctx))).map(toTaskDto);
}

export async function completedSummary(ctx: AppContext, userId: string) {
  const [rows, counts] = await Promise.all([
    tasksRepository.listFinished(ctx.db, userId, COMPLETED_LIST_LIMIT),
    tasksRepository.counts(ctx.db, userId, intermediateSince(ctx)),
  ]);
  return {
    completedTasks: rows.map(({ id, taskName, dueDate, estimatedPomodoros }) => ({
      _id: id,
      taskName,
      dueDate,
      estimatedPomodoros: String(estimatedPomodoros),
    })),
    completedCount: counts.finished,
    intermediateCount: counts.intermediate,
    totalCount: counts.total,
  };
}

export async function createTask(ctx: AppContext, userId: string, fields: TaskFields) {
  checkDueDate(ctx, fields);
  const row = await inTransaction(ctx.db, async (tx) => {
    await lockOwner(tx, userId);
    if ((await tasksRepository.countOngoing(tx, userId)) >= MAX_ONGOING_TASKS) {
      throw badRequest(TASK_MESSAGES.limitReached);
    }
    return tasksRepository.insert(tx, {
      userId,
      taskName: fields.taskName,
      dueDate: fields.dueDate,
      estimatedPomodoros: Number(fields.estimatedPomodoros),
      priority: fields.priority,
      position: await tasksRepository.nextPosition(tx, userId, fields.priority),
      createdAt: ctx.now(),
    });
  });
  return toTaskDto(row);
}

export async function editTask(ctx: AppContext, userId: string, taskId: string, fields: TaskFields) {
  const row = await inTransaction(ctx.db, async (tx) => {
    await lockOwner(tx, userId);
    const task = await ownTask(tx, userId, taskId);
    checkDueDate(ctx, fields, task.dueDate);
    const moved = task.status === 'ongoing' && fields.priority !== task.priority;
    return tasksRepository.update(tx, userId, taskId, {
      taskName: fields.taskName,
      dueDate: fields.dueDate,
      estimatedPomodoros: Number(fields.estimatedPomodoros),
      priority: fields.priority,
      // A task edited into the other zone joins it at the end, as a drop on the zone would.
      ...(moved ? { position: await tasksRepository.nextPosition(tx, userId, fields.priority) } : {}),
    });
  });
  if (!row) throw notFound(TASK_MESSAGES.notFound);
  return toTaskDto(row);
}

/**
 * Finishes or unfinishes a task, made along the session (decision 049): the statement checks the token's
 * session and, only if it is open, runs the function toggle_task (migration 0007), which locks the
 * owner's row, then applies the rules in this order: 404 for a task that is not the user's; unfinishing
 * is refused at MAX_ONGOING_TASKS ongoing tasks; the first finish of a task with a pomodoro earns
 * TASK_COINS, at most TASK_COINS_DAILY_CAP task coins per UTC day, and marks the task paid even when the
 * cap left nothing (docs/product-rules.md#task-coins). Decision 026. One round trip for the request.
 */
export async function toggleTask(ctx: AppContext, claims: TokenClaims, taskId: string) {
  const now = ctx.now();
  if (!isTaskId(taskId)) {
    // No task can have this id; a closed session is still told so first, as on every signed-in route.
    await openSession(ctx, claims, now);
    throw notFound(TASK_MESSAGES.notFound);
  }
  const found = await tasksRepository.toggleAlongSession(ctx.db, {
    ...sessionBounds(claims, now),
    taskId,
    dayStart: startOfUtcDay(now),
    maxOngoing: MAX_ONGOING_TASKS,
    taskCoins: TASK_COINS,
    dailyCap: TASK_COINS_DAILY_CAP,
  });
  const result = await settleAlongSession(ctx, claims, now, found);
  if (result.outcome === 'no_user') throw unauthorized();
  if (result.outcome === 'limit_reached') throw badRequest(TASK_MESSAGES.limitReached);
  if (!result.task) throw notFound(TASK_MESSAGES.notFound);
  return { task: toTaskDto(result.task), coinsEarned: result.coinsEarned };
}

/**
 * Deletes the user's task with the owner's row locked first, as every change that counts the user's tasks
 * does: the counts' trigger updates that row, and taking it after the task's row could deadlock with a
 * toggle of the same task, which holds the owner and then changes the task.
 */
export async function deleteTask(ctx: AppContext, userId: string, taskId: string) {
  if (!isTaskId(taskId)) throw notFound(TASK_MESSAGES.notFound);
  const deleted = await inTransaction(ctx.db, async (tx) => {
    await lockOwner(tx, userId);
    return tasksRepository.delete(tx, userId, taskId);
  });
  if (!deleted) throw notFound(TASK_MESSAGES.notFound);
}

/**
 * A keyed call's pomodoro (the offline queue), on the owner's locked row: late, so the credit is not
 * forfeited for time past the forfeit window. Credited as far as the wall-clock bound allows
 * (POMODORO_RULE: one per 20 minutes of time available, counted from account creation too, as the focus
 * claims are; docs/product-rules.md#selected-task-and-pomodoro-credits): nobody can have focused for a
 * whole pomodoro in an account younger than one. A call beyond the bound changes nothing and answers
 * credited: false. Refusals are thrown before anything is written (runOnce remembers them).
 */
async function creditLatePomodoro(ctx: AppContext, tx: Database, owner: BalanceRow, taskId: string) {
  const task = await ownTask(tx, owner.id, taskId);
  if (task.status !== 'ongoing') throw badRequest(TASK_MESSAGES.notOngoing);
  const now = ctx.now();
  const decision = decideClaim(POMODORO_RULE, {
    requested: 1,
    now,
    creditedUntil: owner.pomodorosCreditedUntil,
    accountCreatedAt: owner.createdAt,
    late: true,
  });
  if (decision.credited === 0) return { task: toTaskDto(task), credited: false };
  const row = await tasksRepository.incrementCompleted(tx, owner.id, taskId);
  await tasksRepository.recordPomodoro(tx, { userId: owner.id, taskId, createdAt: now });
  await userBalanceRepository.setPomodorosCreditedUntil(tx, owner.id, decision.creditedUntil);
  return { task: toTaskDto(row ?? task), credited: true };
}

/**
 * POST /api/tasks/complete-pomodoro. Without an Idempotency-Key the credit is made along the session
 * (decision 052): one statement checks the token's session, decides under POMODORO_RULE from the user row
 * and credits the task, or reads it when nothing is due; a concurrent credit of the same user is decided
 * again under the owner's row lock. With a key the call is late (offline queue: a burst of the pomodoros
 * of a session spent offline), runs on the locked row and at most once per key.
 */
export async function completePomodoro(
  ctx: AppContext,
  claims: TokenClaims,
  taskId: string,
  idempotencyKey?: string,
): Promise<WriteAnswer<CompletePomodoroResponse>> {
  const now = ctx.now();
  if (idempotencyKey !== undefined) {
    const { user } = await openSession(ctx, claims, now);
    const request = { key: idempotencyKey, endpoint: completePomodoroRoute.path, input: { taskId } };
    return runOnce(ctx, user.id, request, (tx, owner) => creditLatePomodoro(ctx, tx, owner, taskId));
  }
  const found = await tasksRepository.completePomodoroAlongSession(ctx.db, {
    ...sessionBounds(claims, now),
    // No task can have another id: the statement still checks the session first, then finds no task.
    taskId: isTaskId(taskId) ? taskId : null,
    rule: POMODORO_RULE,
  });
  const result = await settleAlongSession(ctx, claims, now, found);
  if (result.outcome === 'not_ongoing') throw badRequest(TASK_MESSAGES.notOngoing);
  if (!result.task) throw notFound(TASK_MESSAGES.notFound);
  return { statusCode: 200, body: { task: toTaskDto(result.task), credited: result.credited } };
}
