import { expect, type Page } from '@playwright/test';
import { type Account, signInPage, signUp } from './accounts';
import { adminHeaders, setCoinsAndLevel } from './admin';
import { createTask, toggleTask } from './tasks';

// A signed-in user with real figures for the profile journeys (profile.spec.ts, profile.mobile.spec.ts):
// coins given through the admin API, coins spent through the real upgrade endpoint, tasks created and
// finished through the task endpoints.

export type ProfileAccount = Account & {
  /** Task ids in creation order. */
  tasks: string[];
};

/**
 * Signs up a user and puts the token into the page's local storage once (a later wipe, e.g. by account
 * deletion or logout, is not undone on the next load). `coins` are given, then `upgrade` spends what it
 * can; `tasks` are created with 1, 2, 3... estimated pomodoros and the first `finished` of them checked off.
 */
export async function signUpForProfile(
  page: Page,
  options: { coins?: number; upgrade?: boolean; tasks?: string[]; finished?: number } = {},
): Promise<ProfileAccount> {
  const api = page.request;
  const account = await signUp(api, 'prof');
  if (options.coins) {
    await setCoinsAndLevel(api, await adminHeaders(api), account.id, { coins: options.coins, level: 1 });
  }
  if (options.upgrade) {
    const upgrade = await api.patch('/api/auth/updateMultipleLevels', { headers: account.headers });
    expect(upgrade.status(), await upgrade.text()).toBe(200);
  }
  const tasks: string[] = [];
  for (const [i, name] of (options.tasks ?? []).entries())
    tasks.push(await createTask(api, account.headers, name, { estimatedPomodoros: i + 1 }));
  for (const id of tasks.slice(0, options.finished ?? 0)) await toggleTask(api, account.headers, id);
  await signInPage(page, account.token, { once: true });
  return { ...account, tasks };
}
