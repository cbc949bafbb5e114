import type { ReorderItem, TaskPriority } from '@focus-room/core/api/tasks';
import { applyReorder, type PlacedTask } from '@focus-room/core/tasks/reorder';

/**
 * A task of the kept board (decision 061): its id, its zone, and the JSON text it has in GET /api/tasks's
 * list up to its zone's value. Every task of the list is written as ongoing_tasks_json writes it
 * (migration 0019), and ends with its zone and its status, which on the board is always "ongoing":
 *
 *   {"_id":"<uuid>","taskName":…,"completedPomodoros":"0","priority":"must do","status":"ongoing"}
 *
 * so a task's text after a drop is its head, its new zone and TAIL, without parsing or writing JSON again.
 */
export type KeptTask = { id: string; priority: TaskPriority; head: string };

const FIRST_KEY = '{"_id":"';
const ZONE_KEY = '"priority":"';
const TAIL = '","status":"ongoing"}';
const ID_LENGTH = 36;
const ZONES = new Set<string>(['must do', 'can do'] satisfies TaskPriority[]);

/**
 * The tasks of a list's JSON text as PostgreSQL writes it; undefined if the text is not in that shape (the
 * drop is then planned in PostgreSQL). The list is cut between tasks at each `},{"_id":"`: a quote inside a
 * JSON string is always escaped, so the sequence cannot occur within a value.
 */
export function tasksOfList(list: string): KeptTask[] | undefined {
  if (list === '[]') return [];
  if (!list.startsWith(`[${FIRST_KEY}`) || !list.endsWith('}]')) return undefined;
  const cuts = list.slice(1 + FIRST_KEY.length, -2).split(`},${FIRST_KEY}`);
  const tasks: KeptTask[] = [];
  for (const cut of cuts) {
    const text = `${FIRST_KEY}${cut}}`;
    const zoneAt = text.lastIndexOf(ZONE_KEY) + ZONE_KEY.length;
    const priority = text.slice(zoneAt, -TAIL.length);
    if (text[FIRST_KEY.length + ID_LENGTH] !== '"' || !text.endsWith(TAIL) || !ZONES.has(priority)) {
      return undefined;
    }
    const id = text.slice(FIRST_KEY.length, FIRST_KEY.length + ID_LENGTH);
    tasks.push({ id, priority: priority as TaskPriority, head: text.slice(0, zoneAt) });
  }
  return tasks;
}

/**
 * A drop planned from the kept board: every ongoing task's zone and rank, as applyReorder places them, the
 * kept list's order within a zone being the board's order (`places`), and those of them whose zone or rank
 * in the kept list changes (`moved`). Undefined when the list names a task the kept board does not show
 * (finished, or not the user's): then PostgreSQL plans the drop, and answers 404 where it must.
 *
 * On a ranked board (board-answers.ts: each stored position is the task's rank in the list, as a drop
 * planned here leaves them) the moved places are all the drop needs to write; on another board every place
 * is written, which ranks it.
 */
export function planFromKeptBoard(board: readonly KeptTask[], items: readonly ReorderItem[]) {
  const ranks: Record<TaskPriority, number> = { 'must do': 0, 'can do': 0 };
  const current = new Map<string, PlacedTask>();
  for (const task of board) {
    current.set(task.id, { id: task.id, priority: task.priority, position: ranks[task.priority]++ });
  }
  if (!items.every((item) => current.has(item.id))) return undefined;
  const places = applyReorder([...current.values()], items);
  const moved = places.filter((place) => {
    const was = current.get(place.id);
    return was?.priority !== place.priority || was.position !== place.position;
  });
  return { places, moved };
}

/**
 * The list after a drop planned by planFromKeptBoard: its tasks, in board order each in its new zone, and
 * their JSON text, the text PostgreSQL writes for the same board.
 */
export function listAfterDrop(board: readonly KeptTask[], places: readonly PlacedTask[]) {
  const heads = new Map(board.map((task) => [task.id, task.head]));
  const tasks = places.map(({ id, priority }) => ({ id, priority, head: heads.get(id) as string }));
  return { tasks, text: `[${tasks.map((task) => task.head + task.priority + TAIL).join(',')}]` };
}
