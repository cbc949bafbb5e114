import type { TaskPriority } from '../api/tasks';

/** The board: task ids per zone, top to bottom. */
export type Board = Record<TaskPriority, string[]>;

export type DropTarget = {
  zone: TaskPriority;
  /** The task the dragged one was dropped on; undefined when dropped on the zone itself. */
  overTaskId?: string | undefined;
};

export function zoneOf(board: Board, id: string): TaskPriority | undefined {
  if (board['must do'].includes(id)) return 'must do';
  if (board['can do'].includes(id)) return 'can do';
  return undefined;
}

/**
 * docs/product-rules.md#task-board: dropping onto a task places the dragged one at that task's position;
 * anywhere else in a zone appends it after the zone's last task. Within one zone "that position" is the over
 * task's index (the others shift, as in a sortable list). Unknown ids leave the board unchanged.
 */
export function placeTask(board: Board, id: string, target: DropTarget): Board {
  const from = zoneOf(board, id);
  if (!from) return board;
  const over = target.overTaskId;
  if (over === id) return board;
  const overZone = over === undefined ? undefined : zoneOf(board, over);
  const zone = overZone ?? target.zone;
  const next: Board = { 'must do': [...board['must do']], 'can do': [...board['can do']] };
  if (from === zone && overZone) {
    const list = next[zone];
    const fromIndex = list.indexOf(id);
    const toIndex = list.indexOf(over as string);
    list.splice(fromIndex, 1);
    list.splice(toIndex, 0, id);
    return next;
  }
  next[from] = next[from].filter((task) => task !== id);
  if (overZone) next[zone].splice(next[zone].indexOf(over as string), 0, id);
  else next[zone].push(id);
  return next;
}

export type OrderedTask = { id: string; priority: TaskPriority; order: number };

/** The body of PATCH /api/tasks/reorder: every task with its zone and position in it. */
export function toOrderedTasks(board: Board): OrderedTask[] {
  return (['must do', 'can do'] as const).flatMap((priority) =>
    board[priority].map((id, order) => ({ id, priority, order })),
  );
}

export type PlacedTask = { id: string; priority: TaskPriority; position: number };

/**
 * What the server stores for a reorder (docs/product-rules.md#task-board). `current` are the tasks the
 * board holds now (ongoing, in their stored order); `listed` is the client's list, already checked to name
 * only the user's tasks, each once. Named tasks take the zone and rank the client sent; tasks it does not
 * name (added in another tab meanwhile) follow them in their zone, in their old order. Ranks come out
 * 0..n−1 per zone over the named and the following tasks, so they stay small however often the user drags.
 *
 * A named task `current` does not hold is a finished one (still shown for 24 hours): it takes the zone and
 * the order it was dropped at, which is where it comes back when it is unchecked
 * (docs/product-rules.md#finishing-a-task). Its rank slot stays taken, so the ongoing tasks keep their
 * places relative to it.
 */
export function applyReorder(current: readonly PlacedTask[], listed: readonly OrderedTask[]): PlacedTask[] {
  const named = new Set(listed.map((item) => item.id));
  const onBoard = new Set(current.map((task) => task.id));
  const result: PlacedTask[] = [];
  for (const priority of ['must do', 'can do'] as const) {
    const first = listed
      .map((item, index) => ({ item, index }))
      .filter(({ item }) => item.priority === priority)
      .sort((a, b) => a.item.order - b.item.order || a.index - b.index)
      .map(({ item }) => ({ id: item.id, droppedAt: onBoard.has(item.id) ? undefined : item.order }));
    const rest = current
      .filter((task) => task.priority === priority && !named.has(task.id))
      .sort((a, b) => a.position - b.position)
      .map((task) => ({ id: task.id, droppedAt: undefined }));
    [...first, ...rest].forEach(({ id, droppedAt }, rank) => {
      result.push({ id, priority, position: droppedAt ?? rank });
    });
  }
  return result;
}
