import type { App } from '../app';

type TaskFields = { dueDate: string; estimatedPomodoros: number; priority: 'must do' | 'can do' };

const DEFAULT_TASK: TaskFields = { dueDate: '2026-06-20', estimatedPomodoros: 2, priority: 'must do' };

/**
 * Adds tasks named `names` through POST /api/tasks, one after the other so they are created in that
 * order, with `fields` over a default task; answers their ids.
 */
export async function addTasks(
  app: App,
  auth: Record<string, string>,
  names: string[],
  fields: Partial<TaskFields> = {},
) {
  const ids: string[] = [];
  for (const taskName of names) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: auth,
      payload: { ...DEFAULT_TASK, ...fields, taskName },
    });
    if (res.statusCode !== 201) throw new Error(`adding a task failed: ${res.body}`);
    ids.push(res.json().task._id as string);
  }
  return ids;
}
