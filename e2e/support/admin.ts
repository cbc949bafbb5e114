import { type APIRequestContext, expect } from '@playwright/test';

// The admin that e2e/support/start-test-server.mjs creates with the create-admin command before the
// server starts: coins and levels are given through the real admin API (PUT /api/admin/users/{id}),
// never by writing to the database behind the server's back.
export const E2E_ADMIN = { email: 'admin@e2e.test', username: 'e2eadmin', password: 'Admin123$' } as const;

/** Logs the admin in through POST /api/auth/login; the bearer headers for admin calls. */
export async function adminHeaders(api: APIRequestContext): Promise<Record<string, string>> {
  const res = await api.post('/api/auth/login', {
    data: { identifier: E2E_ADMIN.email, password: E2E_ADMIN.password, rememberMe: true },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** Sets a user's coins and/or level as an admin would in the Users tab (001 §7 PUT /api/admin/users/{id}). */
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
