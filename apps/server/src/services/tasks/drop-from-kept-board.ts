import type { ReorderItem, TaskPriority } from '@focus-room/core/api/tasks';
import { applyReorder, type PlacedTask } from '@focus-room/core/tasks/reorder';

/** A task of GET /api/tasks's list as it is sent (task-dto.ts); only the id and the zone matter here. */
export type ListedTask = { _id: string; priority: TaskPriority } & Record<string, unknown>;

/**
 * A drop planned from the board this process keeps (decision 061): every ongoing task's zone and rank, as
 * applyReorder places them, the kept list's order within a zone being the board's order. Undefined when
 * the list names a task the kept board does not show (finished, or not the user's): then PostgreSQL plans
 * the drop, and answers 404 where it must.
 */
export function planFromKeptBoard(board: readonly ListedTask[], items: readonly ReorderItem[]) {
  const shown = new Set(board.map((task) => task._id));
  if (!items.every((item) => shown.has(item.id))) return undefined;
  const ranks: Record<TaskPriority, number> = { 'must do': 0, 'can do': 0 };
  const current = board.map((task) => ({
    id: task._id,
    priority: task.priority,
    position: ranks[task.priority]++,
  }));
  return applyReorder(current, items);
}

/**
 * The list after a drop planned by planFromKeptBoard: its tasks, the kept ones in board order each in its
 * new zone, and their JSON text as PostgreSQL writes it (ongoing_tasks_json). The zone keeps its place
 * among the fields, and JSON.stringify escapes text as PostgreSQL's to_json does, so the text is the same.
 */
export function listAfterDrop(board: readonly ListedTask[], places: readonly PlacedTask[]) {
  const byId = new Map(board.map((task) => [task._id, task]));
  const tasks = places.map((place) => ({ ...(byId.get(place.id) as ListedTask), priority: place.priority }));
  return { tasks, text: `[${tasks.map((task) => JSON.stringify(task)).join(',')}]` };
}
