import { describe, expect, it } from 'vitest';
import { clampPomodorosInput, localToday } from '../../../lib/task-fields';
import {
  createGuestTask,
  type GuestTask,
  isDone,
  normalizeDate,
  normalizePomodoros,
  parseGuestTasks,
  removeGuestTask,
  toggleGuestTask,
} from './guest-tasks';

const now = new Date(2026, 5, 15, 10, 0, 0);
const today = localToday(now);

describe('guest tasks', () => {
  it('ignores a blank name', () => {
    expect(createGuestTask({ taskName: '   ', date: today, pomodoros: '1' }, [], now)).toBeNull();
  });

  it('creates a task with a timestamp id, trimmed and limited name, date and pomodoros', () => {
    const task = createGuestTask({ taskName: `  ${'a'.repeat(250)} `, date: '', pomodoros: '' }, [], now);
    expect(task).toEqual({
      id: now.getTime(),
      taskName: 'a'.repeat(200),
      date: today,
      pomodoros: '0',
      completed: false,
    });
  });

  it('gives tasks added in the same millisecond distinct ids', () => {
    const first = createGuestTask({ taskName: 'a', date: today, pomodoros: '1' }, [], now)!;
    const second = createGuestTask({ taskName: 'b', date: today, pomodoros: '1' }, [first], now)!;
    expect(second.id).not.toBe(first.id);
  });

  it('clamps pomodoros to 0..100 and turns empty into 0', () => {
    expect(clampPomodorosInput('150')).toBe('100');
    expect(clampPomodorosInput('-2')).toBe('0');
    expect(clampPomodorosInput('')).toBe('');
    expect(normalizePomodoros('')).toBe('0');
    expect(normalizePomodoros('7')).toBe('7');
  });

  it('keeps the date at today or later', () => {
    expect(normalizeDate('2026-06-14', today)).toBe(today);
    expect(normalizeDate('2026-07-01', today)).toBe('2026-07-01');
    expect(normalizeDate('nonsense', today)).toBe(today);
  });

  it('toggles, reads status finished as done, and deletes', () => {
    const tasks: GuestTask[] = [
      { id: 1, taskName: 'a', date: today, pomodoros: 1, completed: false },
      { id: 2, taskName: 'b', date: today, pomodoros: '2', completed: false, status: 'finished' },
    ];
    expect(isDone(tasks[1]!)).toBe(true);
    const toggled = toggleGuestTask(tasks, 1);
    expect(toggled[0]!.completed).toBe(true);
    expect(isDone(toggleGuestTask(tasks, 2)[1]!)).toBe(false);
    expect(removeGuestTask(tasks, 1).map((t) => t.id)).toEqual([2]);
  });

  it('reads stored data defensively', () => {
    expect(parseGuestTasks(null)).toEqual([]);
    expect(parseGuestTasks('{broken')).toEqual([]);
    expect(parseGuestTasks('{"a":1}')).toEqual([]);
    expect(
      parseGuestTasks(JSON.stringify([{ id: 1, taskName: 'x', date: today, pomodoros: 2 }, { id: 'x' }])),
    ).toEqual([{ id: 1, taskName: 'x', date: today, pomodoros: 2, completed: false }]);
  });
});
