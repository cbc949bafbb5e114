import {
  COMPLETED_LIST_LIMIT,
  type CompletePomodoroResponse,
  completePomodoroRoute,
  INTERMEDIATE_WINDOW_MS,
  MAX_ONGOING_TASKS,
  TASK_MESSAGES,
  type TaskPriority,
  userToday,
} from '@focus-room/core/api/tasks';
import { startOfUtcDay } from '@focus-room/core/economy/claim-bound';
import { DEFAULT_POMODORO_SECONDS, decidePomodoroCredit } from '@focus-room/core/economy/pomodoro-credit';
import { decideToggle } from '@focus-room/core/tasks/toggle';
import { FOCUS_TIME_DIVISOR } from '@focus-room/core/timer/focus-units';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { badRequest, notFound, unauthorized } from '../../lib/http-error';
import { coinLedgerRepository } from '../../repositories/coin-ledger-repository';
import { tasksRepository } from '../../repositories/tasks-repository';
import { inTransaction } from '../../repositories/transaction';
import { type BalanceRow, userBalanceRepository } from '../../repositories/user-balance-repository';
import { runOnce, type WriteAnswer } from '../idempotency/idempotent-write';
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

/** GET /api/tasks: the ongoing tasks, Must Do first, each zone in its saved order. */
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
    const owner = await lockOwner(tx, userId);
    if (owner.ongoing >= MAX_ONGOING_TASKS) {
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
 * PATCH /api/tasks/{id}/toggle: finishes or unfinishes a task as decideToggle (packages/core) decides
 * (docs/product-rules.md#finishing-a-task, #task-coins). The owner's row is locked first, so concurrent
 * toggles and adds of one user count ongoing tasks and the day's task coins one after the other: the
 * 100-task limit and the daily cap stay exact, and a task is paid once.
 */
export async function toggleTask(ctx: AppContext, userId: string, taskId: string) {
  const now = ctx.now();
  return inTransaction(ctx.db, async (tx) => {
    const owner = await lockOwner(tx, userId);
    const task = await ownTask(tx, userId, taskId);
    const decision = decideToggle(
      {
        status: task.status,
        completedPomodoros: task.completedPomodoros,
        coinsAwarded: task.coinsAwardedAt !== null,
      },
      {
        ongoing: owner.ongoing,
        taskCoinsToday: await coinLedgerRepository.sumOfKindSince(tx, userId, 'task', startOfUtcDay(now)),
      },
    );
    if (decision.outcome === 'limitReached') throw badRequest(TASK_MESSAGES.limitReached);
    // The tasks trigger counts the finish on its statistics day and keeps the counts on the user row.
    const row =
      decision.outcome === 'unfinish'
        ? await tasksRepository.update(tx, userId, taskId, { status: 'ongoing', finishedAt: null })
        : await tasksRepository.update(tx, userId, taskId, {
            status: 'finished',
            finishedAt: now,
            ...(decision.paidFinish ? { coinsAwardedAt: now } : {}),
          });
    const coinsEarned = decision.outcome === 'finish' ? decision.coinsEarned : 0;
    if (coinsEarned > 0) {
      await coinLedgerRepository.append(tx, [
        { userId, delta: coinsEarned, kind: 'task', detail: `task ${task.id}`, createdAt: now },
      ]);
      await userBalanceRepository.addCoins(tx, userId, coinsEarned);
    }
    return { task: toTaskDto(row ?? task), coinsEarned };
  });
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
 * One pomodoro for the user's ongoing task, on the owner's locked row, credited when the focus time the
 * server has paid the user and no earlier pomodoro used covers the period (decidePomodoroCredit;
 * docs/product-rules.md#selected-task-and-pomodoro-credits). The focus-time claims carry the wall-clock
 * bound, so no pomodoro comes without the time for it. A call that is not covered changes nothing and
 * answers credited: false. Refusals are thrown before anything is written (runOnce remembers them).
 */
async function creditPomodoro(tx: Database, owner: BalanceRow, request: PomodoroRequest, now: Date) {
  const task = await ownTask(tx, owner.id, request.taskId);
  if (task.status !== 'ongoing') throw badRequest(TASK_MESSAGES.notOngoing);
  const decision = decidePomodoroCredit({
    periodSeconds: request.seconds ?? DEFAULT_POMODORO_SECONDS,
    claimedFocusSeconds: owner.focusTime * FOCUS_TIME_DIVISOR,
    usedFocusSeconds: owner.pomodoroFocusSeconds,
  });
  if (!decision.credited) return { task: toTaskDto(task), credited: false };
  const row = await tasksRepository.incrementCompleted(tx, owner.id, request.taskId);
  await tasksRepository.recordPomodoro(tx, { userId: owner.id, taskId: request.taskId, createdAt: now });
  await userBalanceRepository.setPomodoroFocusSeconds(tx, owner.id, decision.usedFocusSeconds);
  return { task: toTaskDto(row ?? task), credited: true };
}

export type PomodoroRequest = { taskId: string; seconds?: number | undefined };

/**
 * POST /api/tasks/complete-pomodoro: one short transaction on the owner's locked row, so concurrent calls
 * of one user are decided one after the other and the same claimed focus never pays two pomodoros. With an
 * Idempotency-Key (the offline queue) the call is made at most once per key.
 */
export async function completePomodoro(
  ctx: AppContext,
  userId: string,
  pomodoro: PomodoroRequest,
  idempotencyKey?: string,
): Promise<WriteAnswer<CompletePomodoroResponse>> {
  const now = ctx.now();
  if (idempotencyKey !== undefined) {
    const input = { taskId: pomodoro.taskId, seconds: pomodoro.seconds };
    const request = { key: idempotencyKey, endpoint: completePomodoroRoute.path, input };
    return runOnce(ctx, userId, request, (tx, owner) => creditPomodoro(tx, owner, pomodoro, now));
  }
  const body = await inTransaction(ctx.db, async (tx) => {
    const owner = await userBalanceRepository.lockForUpdate(tx, userId);
    if (!owner) throw unauthorized();
    return creditPomodoro(tx, owner, pomodoro, now);
  });
  return { statusCode: 200, body };
}
