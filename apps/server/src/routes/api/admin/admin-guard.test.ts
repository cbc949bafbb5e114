import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts';
import { createTestApp } from '../../../test/test-app';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

describe('every admin route refuses visitors (401) and non-admins (403)', async () => {
  const { app, mailbox } = await createTestApp();
  const user = await signUp(app, mailbox);
  const adminRoutes = app.routeTable.filter((r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD');

  it('finds the admin routes in the route table', () => {
    expect(adminRoutes.length).toBeGreaterThan(0);
  });

  it('answers 401 without a token and 403 with a user token, changing nothing', async () => {
    for (const route of adminRoutes) {
      const url = route.url.replace(/:[^/]+/g, SOME_ID);
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const payload = method === 'GET' || method === 'DELETE' ? undefined : { coins: 999, level: 50 };
      const anonymous = await app.inject({ method, url, payload });
      expect(anonymous.statusCode, `${method} ${url} without token`).toBe(401);
      const asUser = await app.inject({ method, url, payload, headers: user.auth });
      expect(asUser.statusCode, `${method} ${url} as a user`).toBe(403);
    }
    const me = await app.inject({ method: 'GET', url: '/api/auth/verify-session', headers: user.auth });
    expect(me.json().user).toMatchObject({ coins: 0, level: 1, role: 'user' });
  });
});
