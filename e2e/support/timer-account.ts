import { type APIRequestContext, expect } from '@playwright/test';
import { latestCode } from './mailbox';

const PASSWORD = 'Focus123$';

/** A new verified account through the API; its token and the bearer header for further calls. */
export async function signUpByApi(api: APIRequestContext) {
  const id = `timer${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const user = { username: id, email: `${id}@example.com`, password: PASSWORD };
  expect((await api.post('/api/auth/register', { data: user })).status()).toBe(201);
  const otp = await latestCode(user.email);
  expect((await api.post('/api/auth/verify-otp', { data: { email: user.email, otp } })).ok()).toBe(true);
  const login = await api.post('/api/auth/login', {
    data: { identifier: user.email, password: PASSWORD, rememberMe: true },
  });
  const { token } = (await login.json()) as { token: string };
  return { token, headers: { authorization: `Bearer ${token}` } };
}

const localDay = (d = new Date()) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export async function createTaskByApi(
  api: APIRequestContext,
  headers: Record<string, string>,
  taskName: string,
) {
  const res = await api.post('/api/tasks', {
    headers,
    data: {
      taskName,
      dueDate: localDay(),
      estimatedPomodoros: 2,
      priority: 'must do',
      utcOffsetMinutes: -new Date().getTimezoneOffset(),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { task: { _id: string } }).task._id;
}
