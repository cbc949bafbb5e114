import { ROOM_ART_VERSION } from '@focus-room/core/api/levels';
import { describe, expect, it } from 'vitest';
import { signUp } from '../test/accounts';
import { createTestApp } from '../test/test-app';

describe('Cache-Control on API answers', async () => {
  const { app, mailbox } = await createTestApp({
    beforeReady: (app) => {
      app.get('/api/test/boom', async () => {
        throw new Error('boom');
      });
    },
  });
  const user = await signUp(app, mailbox);

  it.each([
    ['a signed-in read', { method: 'GET', url: '/api/auth/verify-session', auth: true }, 200],
    ['a public read', { method: 'GET', url: '/api/health' }, 200],
    [
      'a write',
      {
        method: 'POST',
        url: '/api/tasks',
        auth: true,
        payload: { taskName: 'x', dueDate: '2099-01-01', estimatedPomodoros: 1 },
      },
      201,
    ],
    ['a 401', { method: 'GET', url: '/api/tasks' }, 401],
    ['a 400', { method: 'POST', url: '/api/auth/login', payload: {} }, 400],
    ['an unknown API path', { method: 'GET', url: '/api/nothing-here?x=1' }, 404],
    ['a missing room picture', { method: 'GET', url: `/api/rooms/${ROOM_ART_VERSION}/7/blue.svg` }, 404],
    ['a malformed address', { method: 'GET', url: '/api/tasks/%E0%A4%A' }, 400],
    ['a 500', { method: 'GET', url: '/api/test/boom' }, 500],
    // The router decodes the path: these reach the API routes, so they are API answers too.
    ['a percent-encoded API path', { method: 'GET', url: '/%61pi/auth/verify-session', auth: true }, 200],
    ['the data export by an encoded path', { method: 'GET', url: '/%61pi/user/export', auth: true }, 200],
    ['an encoded segment', { method: 'GET', url: '/api/%75ser/export', auth: true }, 200],
    ['an unknown encoded API path', { method: 'GET', url: '/%61pi/nothing-here' }, 404],
  ] as const)('say no-store: %s', async (_label, call, status) => {
    const res = await app.inject({
      method: call.method,
      url: call.url,
      headers: 'auth' in call ? user.auth : {},
      ...('payload' in call ? { payload: call.payload } : {}),
    });
    expect(res.statusCode).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('except public answers that declare their own cache: the settings for the web app', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/config' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('and the versioned room pictures, which keep their year-long immutable cache', async () => {
    const url = `/api/rooms/${ROOM_ART_VERSION}/7/light.svg`;
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
