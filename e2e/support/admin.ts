import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { logIn, signInPage } from './accounts';
import { E2E_ADMIN } from './seasoned-account';

export { E2E_ADMIN, E2E_GERMAN_ADMIN } from './seasoned-account';

/** Logs the admin in through POST /api/auth/login; the bearer headers for admin calls. */
export async function adminHeaders(api: APIRequestContext): Promise<Record<string, string>> {
  return (await logIn(api, E2E_ADMIN.email, E2E_ADMIN.password)).headers;
}

/** Signs the admin in on the page by its token (as a returning admin); the headers for API calls. */
export async function signInAdmin(
  page: Page,
  admin: { email: string; password: string } = E2E_ADMIN,
): Promise<Record<string, string>> {
  const { token, headers } = await logIn(page.request, admin.email, admin.password);
  await signInPage(page, token);
  return headers;
}

/** Sets a user's coins and/or level as an admin would in the Users tab (PUT /api/admin/users/{id}). */
export async function setCoinsAndLevel(
  api: APIRequestContext,
  admin: Record<string, string>,
  userId: string,
  values: { coins?: number; level?: number },
) {
  const res = await api.put(`/api/admin/users/${encodeURIComponent(userId)}`, {
    headers: admin,
    data: values,
  });
  expect(res.status(), await res.text()).toBe(200);
}
