import { describe, expect, it } from 'vitest';
import { getOngoingTasks } from '../features/tasks/api/get-tasks';
import { getTotalTimeSpent } from '../features/timer/api/get-total-time-spent';
import { json, mockApi } from '../test/api-mock';

// Calls made on a first screen validate the answer with a schema loaded once the answer is there
// (`loadSchema`), so zod is not part of the first load: the answer must still be checked as strictly.
describe('answers validated with a schema loaded on demand', () => {
  const task = {
    _id: 't1',
    taskName: 'Read',
    dueDate: '2026-12-01',
    estimatedPomodoros: '2',
    completedPomodoros: '0',
    priority: 'must do',
    status: 'ongoing',
  };

  it('hands back a well-formed answer, parsed', async () => {
    mockApi({ 'GET /api/tasks': () => json(200, { ongoingTasks: [{ ...task, extra: 1 }] }) });
    await expect(getOngoingTasks()).resolves.toEqual([task]);
  });

  it.each([
    ['a task without its name', { ongoingTasks: [{ ...task, taskName: undefined }] }],
    ['an unknown priority', { ongoingTasks: [{ ...task, priority: 'later' }] }],
    ['no list at all', { tasks: [] }],
  ])('rejects a malformed answer (%s)', async (_name, body) => {
    mockApi({ 'GET /api/tasks': () => json(200, body) });
    await expect(getOngoingTasks()).rejects.toThrow();
  });

  it('rejects a number that is not a whole number', async () => {
    mockApi({ 'GET /api/user-activity/total-time-spent': () => json(200, { totalTimeSpent: 1.5 }) });
    await expect(getTotalTimeSpent()).rejects.toThrow();
  });
});
