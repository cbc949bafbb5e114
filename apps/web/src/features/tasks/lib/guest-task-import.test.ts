import { describe, expect, it } from 'vitest';
import { toTaskInputs } from './guest-task-import';

const now = new Date(2026, 5, 15, 10);

describe('guest tasks → account tasks', () => {
  it('keeps unfinished tasks, clamps numbers, moves past dates to today', () => {
    const raw = JSON.stringify([
      { id: 1, taskName: '  Read chapter 3 ', date: '2026-06-20', pomodoros: '3', completed: false },
      { id: 2, taskName: 'Done already', date: '2026-06-15', pomodoros: 1, completed: true },
      { id: 3, taskName: 'Old', date: '2026-06-01', pomodoros: 500, completed: false },
      {
        id: 4,
        taskName: 'Finished by status',
        date: '2026-06-15',
        pomodoros: 1,
        completed: false,
        status: 'finished',
      },
      { id: 5, taskName: '   ', date: '2026-06-15', pomodoros: 1, completed: false },
      { id: 6, taskName: 'x'.repeat(250), date: 'garbage', pomodoros: 'abc', completed: false },
    ]);
    expect(toTaskInputs(raw, now)).toEqual([
      { taskName: 'Read chapter 3', dueDate: '2026-06-20', estimatedPomodoros: 3, priority: 'must do' },
      { taskName: 'Old', dueDate: '2026-06-15', estimatedPomodoros: 100, priority: 'must do' },
      { taskName: 'x'.repeat(200), dueDate: '2026-06-15', estimatedPomodoros: 0, priority: 'must do' },
    ]);
  });

  it('ignores anything that is not a list', () => {
    expect(toTaskInputs(null, now)).toEqual([]);
    expect(toTaskInputs('{"a":1}', now)).toEqual([]);
    expect(toTaskInputs('not json', now)).toEqual([]);
  });
});
