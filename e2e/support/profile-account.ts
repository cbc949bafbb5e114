import { expect, type Page } from '@playwright/test';
import { adminHeaders, setCoinsAndLevel } from './admin';
import { latestCode } from './mailbox';

// A signed-in user with real figures for the profile journeys (profile.spec.ts, profile.mobile.spec.ts):
// registered and verified through the API, coins given through the admin API, coins spent through the
// real upgrade endpoint, tasks created and finished through the task endpoints.
export const PROFILE_PASSWORD = 'Focus123$';
let n = 0;

export type ProfileAccount = {
  id: string;
  username: string;
  email: string;
  token: string;
  headers: Record<string, string>;
  /** Task ids in creation order. */
  tasks: string[];
};

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export async function createTask(
  page: Page,
  headers: Record<string, string>,
  taskName: string,
  pomodoros: number,
) {
  const res = await page.request.post('/api/tasks', {
    headers,
    data: {
      taskName,
      dueDate: today(),
      estimatedPomodoros: pomodoros,
      priority: 'must do',
      utcOffsetMinutes: -new Date().getTimezoneOffset(),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { task: { _id: string } }).task._id;
}

export async function finishTask(page: Page, headers: Record<string, string>, id: string) {
  const res = await page.request.patch(`/api/tasks/${id}/toggle`, { headers });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * Signs up a user and puts the token into the page's local storage once (a later wipe, e.g. by account
 * deletion, is not undone on the next navigation). `coins` are given, then `upgrade` spends what it can;
 * `tasks` are created with 1, 2, 3... estimated pomodoros and the first `finished` of them checked off.
 */
export async function signUpForProfile(
  page: Page,
  options: { coins?: number; upgrade?: boolean; tasks?: string[]; finished?: number } = {},
): Promise<ProfileAccount> {
  n += 1;
  const username = `prof${Date.now().toString(36)}${n}`;
  const email = `${username}@example.com`;
  const api = page.request;
  const register = await api.post('/api/auth/register', {
    data: { username, email, password: PROFILE_PASSWORD },
  });
  expect(register.status(), await register.text()).toBe(201);
  const otp = await latestCode(email);
  expect((await api.post('/api/auth/verify-otp', { data: { email, otp } })).ok()).toBe(true);
  const login = await api.post('/api/auth/login', {
    data: { identifier: email, password: PROFILE_PASSWORD, rememberMe: true },
  });
  const { token, user } = (await login.json()) as { token: string; user: { _id: string } };
  const headers = { authorization: `Bearer ${token}` };
  if (options.coins) {
    await setCoinsAndLevel(api, await adminHeaders(api), user._id, { coins: options.coins, level: 1 });
  }
  if (options.upgrade) {
    expect((await api.patch('/api/auth/updateMultipleLevels', { headers })).ok()).toBe(true);
  }
  const tasks: string[] = [];
  for (const [i, name] of (options.tasks ?? []).entries())
    tasks.push(await createTask(page, headers, name, i + 1));
  for (const id of tasks.slice(0, options.finished ?? 0)) await finishTask(page, headers, id);
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('profileSeeded')) return;
    sessionStorage.setItem('profileSeeded', '1');
    localStorage.setItem('token', value);
  }, token);
  return { id: user._id, username, email, token, headers, tasks };
}
