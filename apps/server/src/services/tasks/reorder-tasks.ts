import { type ReorderItem, TASK_MESSAGES } from '@focus-room/core/api/tasks';
import { applyReorder } from '@focus-room/core/tasks/reorder';
import type { AppContext } from '../../app-context';
import { badRequest, notFound, unauthorized } from '../../lib/http-error';
import { tasksRepository } from '../../repositories/tasks-repository';
import { inTransaction } from '../../repositories/transaction';
import { isTaskId, toTaskDto } from './task-dto';

/**
 * PATCH /api/tasks/reorder: stores the zones and ranks of a drop as applyReorder (packages/core) places
 * them, and answers the board after it, as GET /api/tasks does (docs/product-rules.md#task-board). A list
 * that names a task twice is refused with 400, one that names a task that is not the user's with 404;
 * either writes nothing. The owner's row is locked before the board is read, so a concurrent add, toggle
 * or drop of the same user is planned after this one, from its result.
 */
export async function reorderTasks(ctx: AppContext, userId: string, items: ReorderItem[]) {
  const ids = items.map((item) => item.id);
  if (new Set(ids).size !== ids.length) throw badRequest(TASK_MESSAGES.reorderDuplicate);
  if (!ids.every(isTaskId)) throw notFound(TASK_MESSAGES.notFound);
  const board = await inTransaction(ctx.db, async (tx) => {
    if (!(await tasksRepository.lockOwner(tx, userId))) throw unauthorized();
    const ongoing = await tasksRepository.listOngoing(tx, userId);
    const onBoard = new Set(ongoing.map((task) => task.id));
    // Named tasks the board does not show are finished ones of the user's, or not the user's at all.
    const offBoard = ids.filter((id) => !onBoard.has(id));
    const finished = await tasksRepository.findMany(tx, userId, offBoard);
    if (finished.length !== offBoard.length) throw notFound(TASK_MESSAGES.notFound);
    const before = new Map([...ongoing, ...finished].map((task) => [task.id, task]));
    const placed = applyReorder(ongoing, items);
    const moved = placed.filter((place) => {
      const task = before.get(place.id);
      return task?.priority !== place.priority || task.position !== place.position;
    });
    if (moved.length > 0) await tasksRepository.setPlaces(tx, userId, moved);
    // applyReorder lists the places in board order (Must Do first, each zone by rank): the board after
    // the drop, without reading it again.
    return placed.flatMap((place) => {
      const task = before.get(place.id);
      return task && onBoard.has(place.id)
        ? [{ ...task, priority: place.priority, position: place.position }]
        : [];
    });
  });
  return { ongoingTasks: board.map(toTaskDto) };
}
