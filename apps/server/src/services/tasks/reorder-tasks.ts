import { type ReorderItem, TASK_MESSAGES } from '@focus-room/core/api/tasks';
import { applyReorder } from '@focus-room/core/tasks/reorder';
import type { AppContext } from '../../app-context';
import { badRequest, notFound, unauthorized } from '../../lib/http-error';
import { type BoardTask, boardTasksAlongSession, tasksRepository } from '../../repositories/tasks-repository';
import { inTransaction } from '../../repositories/transaction';
import { isTaskId, toTaskDto } from './task-dto';

type Place = { id: string; priority: BoardTask['priority']; position: number };

/** The route's read along the authentication: the user's ongoing tasks (see reorderTasks). */
export const boardTasksRead = boardTasksAlongSession;

/**
 * The places a drop changes, from the user's ongoing tasks (in board order) and the tasks it names;
 * see applyReorder for partial lists.
 */
function planReorder(ongoing: BoardTask[], named: BoardTask[], items: ReorderItem[]): Place[] {
  const byId = new Map([...ongoing, ...named].map((task) => [task.id, task]));
  const ongoingIds = new Set(ongoing.map((task) => task.id));
  const placed = applyReorder(
    ongoing.map(({ id, priority, position }) => ({ id, priority, position })),
    items,
  );
  // Finished tasks in the list take the zone they were dropped in; ranks matter only for ongoing ones.
  for (const item of items) {
    if (!ongoingIds.has(item.id)) placed.push({ id: item.id, priority: item.priority, position: item.order });
  }
  return placed.filter((target) => {
    const task = byId.get(target.id);
    return task && (task.priority !== target.priority || task.position !== target.position);
  });
}

const zoneRank = (task: BoardTask) => (task.priority === 'must do' ? 0 : 1);

/** The ongoing list after `changed`, in the order GET /api/tasks answers (tasksRepository's board order). */
function boardAfter(ongoing: BoardTask[], changed: Place[]) {
  const places = new Map(changed.map((place) => [place.id, place]));
  return ongoing
    .map((task) => ({ ...task, ...places.get(task.id) }))
    .sort(
      (a, b) =>
        zoneRank(a) - zoneRank(b) ||
        a.position - b.position ||
        a.createdAt.getTime() - b.createdAt.getTime() ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}

/**
 * What the plan was made from, as reorder_tasks (migration 0007) spells it: id, status, zone and rank of
 * every task read, by id (uuid order is the order of the lower-case text).
 */
const boardState = (rows: BoardTask[]) =>
  rows
    .map((task) => `${task.id}|${task.status}|${task.priority}|${task.position}`)
    .sort()
    .join(',');

/**
 * Stores the zones and ranks of a drop and answers the ongoing list (decision 026). Fast path: the
 * ongoing tasks as the authentication's statement read them (`ongoingRead`, boardTasksRead), a read of
 * the named tasks only when the drop names one that is not ongoing (a finished task in the list), the plan
 * made here, and one call of reorder_tasks, which locks the owner's row and writes only if those tasks are
 * still as read. When they are not (a concurrent add, toggle, edit or reorder of the same user), the drop
 * is planned again under the lock.
 */
export async function reorderTasks(
  ctx: AppContext,
  userId: string,
  items: ReorderItem[],
  ongoingRead: BoardTask[],
) {
  const ids = items.map((item) => item.id);
  if (new Set(ids).size !== ids.length) throw badRequest(TASK_MESSAGES.reorderDuplicate);
  if (!ids.every(isTaskId)) throw notFound(TASK_MESSAGES.notFound);
  const ongoingIds = new Set(ongoingRead.map((task) => task.id));
  const read = ids.every((id) => ongoingIds.has(id))
    ? ongoingRead
    : await tasksRepository.listOngoingAndNamed(ctx.db, userId, ids);
  const named = read.filter((task) => ids.includes(task.id));
  if (named.length !== ids.length) throw notFound(TASK_MESSAGES.notFound);
  const ongoing = read.filter((task) => task.status === 'ongoing');
  const changed = planReorder(ongoing, named, items);
  const applied =
    changed.length === 0 ||
    (await tasksRepository.setPlacesIfUnchanged(ctx.db, userId, ids, boardState(read), changed));
  if (applied) return boardAfter(ongoing, changed).map(toTaskDto);
  return reorderLocked(ctx, userId, items, ids);
}

async function reorderLocked(ctx: AppContext, userId: string, items: ReorderItem[], ids: string[]) {
  const board = await inTransaction(ctx.db, async (tx) => {
    if (!(await tasksRepository.lockOwner(tx, userId))) throw unauthorized();
    const named = await tasksRepository.findMany(tx, userId, ids);
    if (named.length !== ids.length) throw notFound(TASK_MESSAGES.notFound);
    const ongoing = await tasksRepository.listOngoing(tx, userId);
    const changed = planReorder(ongoing, named, items);
    await tasksRepository.setPlaces(tx, userId, changed);
    return boardAfter(ongoing, changed);
  });
  return board.map(toTaskDto);
}
