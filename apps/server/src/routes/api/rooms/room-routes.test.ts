import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

describe('room pictures', async () => {
  const { app } = await createTestApp();

  it('serves each level and theme as a cacheable SVG with a script-free CSP', async () => {
    for (const [level, theme] of [
      [1, 'light'],
      [25, 'dark'],
      [50, 'light'],
      [50, 'dark'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: `/api/rooms/v1/${level}/${theme}.svg` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain('sandbox');
      expect(csp).not.toMatch(/script-src/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).toMatch(/^<\?xml[^>]*\?><svg /);
      expect(res.body).toContain(`data-theme="${theme}"`);
      expect(res.body).not.toMatch(/<script|on\w+=/i);
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/rooms/v1/10/light.svg' });
    const etag = String(first.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: '/api/rooms/v1/10/light.svg',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('draws different pictures for different levels and themes', async () => {
    const body = async (url: string) => (await app.inject({ method: 'GET', url })).body;
    const pictures = new Set([
      await body('/api/rooms/v1/1/light.svg'),
      await body('/api/rooms/v1/2/light.svg'),
      await body('/api/rooms/v1/2/dark.svg'),
    ]);
    expect(pictures.size).toBe(3);
  });

  it('answers bad levels with 400 and unknown themes or versions with 404, as JSON', async () => {
    for (const url of [
      '/api/rooms/v1/0/light.svg',
      '/api/rooms/v1/51/dark.svg',
      '/api/rooms/v1/x/light.svg',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe('Level must be a whole number from 1 to 50.');
    }
    for (const url of [
      '/api/rooms/v1/3/sepia.svg',
      '/api/rooms/v1/3/light.png',
      '/api/rooms/v0/3/light.svg',
      // Names every object inherits (found by the bad-input fuzzer: 'constructor' answered 500).
      '/api/rooms/v1/3/constructor',
      '/api/rooms/v1/3/toString',
      '/api/rooms/v1/3/__proto__',
      '/api/rooms/v1/3/hasOwnProperty',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(typeof res.json().message, url).toBe('string');
    }
  });

  it('documents the economy routes in the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/auth/save-coin',
      '/api/auth/updateMultipleLevels',
      '/api/user/stats',
      '/api/admin/users/{id}',
      '/api/rooms/v1/{level}/{file}',
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});
