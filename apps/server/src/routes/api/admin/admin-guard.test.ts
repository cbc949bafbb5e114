import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts';
import { createTestApp } from '../../../test/test-app';

const SOME_ID = '00000000-0000-4000-8000-000000000000';
// The one route under an admin path that is public by design: consented browser reports from any
// visitor (see routes/api/usage/usage-routes.ts). It stores no user id and reads nothing back.
const PUBLIC_EXCEPTION = 'POST /api/admin/track-browser';

const isAdminPath = (method: string, url: string) =>
  url.startsWith('/api/admin/') ||
  url.startsWith('/api/newsletter/admin/') ||
  (method === 'GET' && (url === '/api/most-used' || url === '/api/review'));

describe('every admin route refuses visitors (401) and non-admins (403)', async () => {
  const { app, mailbox } = await createTestApp();
  const user = await signUp(app, mailbox);
  const routes = app.routeTable.filter((r) => r.method !== 'HEAD');
  const adminRoutes = routes.filter((r) => r.admin);

  it('guards every route under an admin path, with the track-browser report as the only exception', () => {
    const onAdminPaths = routes.filter((r) => isAdminPath(r.method, r.url));
    expect(onAdminPaths.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'PUT /api/admin/users/:id',
        'GET /api/admin/users',
        'GET /api/admin/users/:id/login-frequency/daily',
        'GET /api/admin/totalRegistered',
        'GET /api/admin/analytics',
        'GET /api/most-used',
        'GET /api/review',
        'GET /api/newsletter/admin/subscribers',
        'GET /api/newsletter/admin/stats',
        PUBLIC_EXCEPTION,
      ]),
    );
    const unguarded = onAdminPaths.filter((r) => !r.admin).map((r) => `${r.method} ${r.url}`);
    expect(unguarded).toEqual([PUBLIC_EXCEPTION]);
    // And nothing outside those paths is admin-only by accident of a copy-paste.
    expect(adminRoutes.filter((r) => !isAdminPath(r.method, r.url))).toEqual([]);
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
      expect(asUser.json(), `${method} ${url} as a user`).toEqual({
        message: 'You do not have permission to do that.',
        code: 'forbidden',
      });
    }
    const me = await app.inject({ method: 'GET', url: '/api/auth/verify-session', headers: user.auth });
    expect(me.json().user).toMatchObject({ coins: 0, level: 1, role: 'user' });
  });

  it('lets a visitor report a browser on the public exception', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/track-browser',
      payload: { browser: 'Firefox' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toEqual(expect.any(String));
  });
});
