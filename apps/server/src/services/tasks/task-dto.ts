import type { Task } from '@focus-room/core/api/tasks';
import type { TaskFieldsRow } from '../../repositories/tasks-repository';

/** The wire shape of a task: pomodoro counts travel as strings (docs/product-rules.md#task-fields). */
export function toTaskDto(row: TaskFieldsRow): Task {
  return {
    _id: row.id,
    taskName: row.taskName,
    dueDate: row.dueDate,
    estimatedPomodoros: String(row.estimatedPomodoros),
    completedPomodoros: String(row.completedPomodoros),
    priority: row.priority,
    status: row.status,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that cannot name any task answers 404 like a foreign one (never a database cast error). */
export const isTaskId = (value: string) => UUID.test(value);
