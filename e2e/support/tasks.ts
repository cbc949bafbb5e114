import { type APIRequestContext, expect } from '@playwright/test';

// Tasks made and checked off through the task endpoints, as the task manager would.

export type Priority = 'must do' | 'can do';

/** The browser's calendar day as YYYY-MM-DD (the due date the add-task form suggests). */
export const localDay = (d = new Date()) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** POST /api/tasks, due today, 'must do' with 2 estimated pomodoros unless told otherwise; the new id. */
export async function createTask(
  api: APIRequestContext,
  headers: Record<string, string>,
  taskName: string,
  fields: { priority?: Priority; estimatedPomodoros?: number } = {},
) {
  const res = await api.post('/api/tasks', {
    headers,
    data: {
      taskName,
      dueDate: localDay(),
      estimatedPomodoros: 2,
      priority: 'must do',
      utcOffsetMinutes: -new Date().getTimezoneOffset(),
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { task: { _id: string } }).task._id;
}

/** PATCH /api/tasks/{id}/toggle: checks an ongoing task off (or an intermediate one back on). */
export async function toggleTask(api: APIRequestContext, headers: Record<string, string>, id: string) {
  const res = await api.patch(`/api/tasks/${id}/toggle`, { headers });
  expect(res.status(), await res.text()).toBe(200);
}
