import type { TaskPriority } from '@focus-room/core/api/tasks';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listAfterDrop, tasksOfList } from './drop-from-kept-board';

// A task in the list's wire shape, fields in the order ongoing_tasks_json writes them (migration 0019).
const wireTask = (id: string, taskName: string, priority: TaskPriority) => ({
  _id: id,
  taskName,
  dueDate: '2026-06-20',
  estimatedPomodoros: '2',
  completedPomodoros: '0',
  priority,
  status: 'ongoing',
});
const listText = (tasks: ReturnType<typeof wireTask>[]) => JSON.stringify(tasks);

/**
 * The kept board is cut from the list's JSON text, and the list after a drop is written from the cuts
 * (decision 061). Names may hold any text, including the very sequences the cut looks for.
 */
describe('the kept board cut from its JSON text', () => {
  const zone = fc.constantFrom<TaskPriority>('must do', 'can do');
  const name = fc.oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
    fc.constantFrom('},{"_id":"', '"priority":"can do","status":"ongoing"}', 'a\\', '\\"', '}]'),
  );

  it('gives back each task, and writes the text JSON.stringify writes for any order and zones', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.uuid(), name, zone), { maxLength: 12 }),
        fc.array(zone, { maxLength: 12 }),
        (rows, newZones) => {
          const tasks = rows.map(([id, taskName, priority]) => wireTask(id, taskName, priority));
          const kept = tasksOfList(listText(tasks));
          expect(kept?.map((t) => [t.id, t.priority])).toEqual(tasks.map((t) => [t._id, t.priority]));
          // Reversed, each task in a zone of its own.
          const places = [...tasks]
            .reverse()
            .map((t, i) => ({ id: t._id, priority: newZones[i] ?? t.priority, position: i }));
          const after = listAfterDrop(kept ?? [], places);
          const expected = places.map((p) => ({
            ...(tasks.find((t) => t._id === p.id) as ReturnType<typeof wireTask>),
            priority: p.priority,
          }));
          expect(after.text).toBe(listText(expected));
          expect(tasksOfList(after.text)).toEqual(after.tasks);
        },
      ),
    );
  });

  it('refuses a text not in the shape it cuts', () => {
    const task = wireTask('0b9a7d5e-34d5-4c55-8a8f-6cf2b1a0c111', 'A', 'must do');
    expect(tasksOfList('[]')).toEqual([]);
    expect(tasksOfList(listText([{ ...task, status: 'finished' }]))).toBeUndefined();
    expect(tasksOfList(listText([{ ...task, priority: 'later' as TaskPriority }]))).toBeUndefined();
    expect(tasksOfList(listText([{ ...task, _id: 'short' }]))).toBeUndefined();
    const { status: _, ...withoutStatus } = task;
    expect(tasksOfList(JSON.stringify([withoutStatus]))).toBeUndefined();
    expect(tasksOfList(JSON.stringify([{ first: 1, ...task }]))).toBeUndefined();
  });
});
