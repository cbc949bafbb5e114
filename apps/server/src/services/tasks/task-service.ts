import {
  COMPLETED_LIST_LIMIT,
  INTERMEDIATE_WINDOW_MS,
  MAX_ONGOING_TASKS,
  POMODORO_CREDIT_INTERVAL_MS,
  type ReorderItem,
  TASK_COINS,
  TASK_COINS_DAILY_CAP,
  TASK_MESSAGES,
  type TaskPriority,
  userToday,
} from '@focus-room/core/api/tasks';
import { applyReorder } from '@focus-room/core/tasks/reorder';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { badRequest, notFound, unauthorized } from '../../lib/http-error';
import { coinLedgerRepository } from '../../repositories/coin-ledger-repository';
import {
  ongoingTasksAlongSession,
  remainingPomodorosAlongSession,
  type TaskFieldsRow,
  type TaskRow,
  tasksRepository,
} from '../../repositories/tasks-repository';
import { inTransaction } from '../../repositories/transaction';
import { userBalanceRepository } from '../../repositories/user-balance-repository';
import { startOfUtcDay } from '../economy/claim-bound';
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
 * The two reads of the board the timer and the board make most often, each made in the authentication's
 * own statement (plugins/authentication.ts requireUserWith): one round trip per request.
 */
export const ongoingTasksRead = ongoingTasksAlongSession;
export const remainingPomodorosRead = remainingPomodorosAlongSession;

/** The board's ongoing tasks as the wire shows them, from what ongoingTasksRead selected. */
export const ongoingTaskDtos = (rows: TaskFieldsRow[]) => rows.map(toTaskDto);

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

/** The task coins a first finish earns (0 when the task has no pomodoro, was paid before, or the cap is used). */
async function awardTaskCoins(ctx: AppContext, tx: Database, task: TaskRow) {
  if (task.coinsAwardedAt || task.completedPomodoros < 1) return 0;
  const now = ctx.now();
  const today = await coinLedgerRepository.sumOfKindSince(tx, task.userId, 'task', startOfUtcDay(now));
  const coins = Math.max(0, Math.min(TASK_COINS, TASK_COINS_DAILY_CAP - today));
  // Marked even when the cap left nothing: a task pays on its first finish or never.
  await tasksRepository.update(tx, task.userId, task.id, { coinsAwardedAt: now });
  if (coins === 0) return 0;
  await coinLedgerRepository.append(tx, [
    { userId: task.userId, delta: coins, kind: 'task', detail: `task ${task.id}`, createdAt: now },
  ]);
  await userBalanceRepository.addCoins(tx, task.userId, coins);
  return coins;
}

export async function toggleTask(ctx: AppContext, userId: string, taskId: string) {
  return inTransaction(ctx.db, async (tx) => {
    await lockOwner(tx, userId);
    const task = await ownTask(tx, userId, taskId);
    if (task.status === 'finished') {
      if ((await tasksRepository.countOngoing(tx, userId)) >= MAX_ONGOING_TASKS) {
        throw badRequest(TASK_MESSAGES.limitReached);
      }
      // Back where it was: the task kept its zone and rank while it was finished.
      const row = await tasksRepository.update(tx, userId, taskId, { status: 'ongoing', finishedAt: null });
      return { task: toTaskDto(row ?? task), coinsEarned: 0 };
    }
    const row = await tasksRepository.update(tx, userId, taskId, {
      status: 'finished',
      finishedAt: ctx.now(),
    });
    const coinsEarned = await awardTaskCoins(ctx, tx, task);
    return { task: toTaskDto(row ?? task), coinsEarned };
  });
}

export async function deleteTask(ctx: AppContext, userId: string, taskId: string) {
  if (!isTaskId(taskId) || !(await tasksRepository.delete(ctx.db, userId, taskId))) {
    throw notFound(TASK_MESSAGES.notFound);
  }
}

/** Stores zones and ranks of a drop in one transaction; see applyReorder for partial lists. */
export async function reorderTasks(ctx: AppContext, userId: string, items: ReorderItem[]) {
  const ids = items.map((item) => item.id);
  if (new Set(ids).size !== ids.length) throw badRequest(TASK_MESSAGES.reorderDuplicate);
  if (!ids.every(isTaskId)) throw notFound(TASK_MESSAGES.notFound);
  await inTransaction(ctx.db, async (tx) => {
    await lockOwner(tx, userId);
    const named = await tasksRepository.findMany(tx, userId, ids);
    if (named.length !== ids.length) throw notFound(TASK_MESSAGES.notFound);
    const ongoing = await tasksRepository.listOngoing(tx, userId);
    const byId = new Map([...ongoing, ...named].map((task) => [task.id, task]));
    const current = [...byId.values()].map(({ id, priority, position }) => ({ id, priority, position }));
    const ongoingIds = new Set(ongoing.map((task) => task.id));
    const placed = applyReorder(
      current.filter((task) => ongoingIds.has(task.id)),
      items,
    );
    // Finished tasks in the list take the zone they were dropped in; ranks matter only for ongoing ones.
    for (const item of items) {
      if (!ongoingIds.has(item.id))
        placed.push({ id: item.id, priority: item.priority, position: item.order });
    }
    const changed = placed.filter((target) => {
      const task = byId.get(target.id);
      return task && (task.priority !== target.priority || task.position !== target.position);
    });
    await tasksRepository.setPlaces(tx, userId, changed);
  });
  return listOngoing(ctx, userId);
}

/**
 * One completed pomodoro for the user's ongoing task. Credited at most once per
 * POMODORO_CREDIT_INTERVAL_MS per user (the owner lock orders concurrent calls); a call within the
 * interval changes nothing and answers credited: false. The interval counts from account creation too, as
 * the focus claims do (docs/product-rules.md#selected-task-and-pomodoro-credits): nobody can have focused
 * for a whole pomodoro in an account younger than one, so a fresh account cannot be credited at once.
 */
export async function completePomodoro(ctx: AppContext, userId: string, taskId: string) {
  return inTransaction(ctx.db, async (tx) => {
    const owner = await lockOwner(tx, userId);
    const task = await ownTask(tx, userId, taskId);
    if (task.status !== 'ongoing') throw badRequest(TASK_MESSAGES.notOngoing);
    const now = ctx.now();
    const since = (await tasksRepository.lastPomodoroAt(tx, userId)) ?? owner.createdAt;
    if (now.getTime() - since.getTime() < POMODORO_CREDIT_INTERVAL_MS) {
      return { task: toTaskDto(task), credited: false };
    }
    const row = await tasksRepository.incrementCompleted(tx, userId, taskId);
    await tasksRepository.recordPomodoro(tx, { userId, taskId, createdAt: now });
    return { task: toTaskDto(row ?? task), credited: true };
  });
}
