import type { Task } from '@focus-room/core/api/tasks';

/** A task as the server sends it: ongoing, a must-do, two pomodoros estimated, none done yet. */
export const task = (id: string, overrides: Partial<Task> = {}): Task => ({
  _id: id,
  taskName: `Task ${id}`,
  dueDate: '2026-06-15',
  estimatedPomodoros: '2',
  completedPomodoros: '0',
  priority: 'must do',
  status: 'ongoing',
  ...overrides,
});
