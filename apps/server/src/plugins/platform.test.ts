import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../test/test-app';
import { NUL_MESSAGE } from './reject-nul-characters';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'focus-room-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>Focus Room</title><div id="root"></div>',
);
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
// The web build writes .br/.gz siblings of its larger files (apps/web/build/precompress.ts).
const bigAsset = `export const rooms = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `item ${i}`))};`;
writeFileSync(path.join(webDist, 'assets', 'room-def456.js'), bigAsset);
writeFileSync(path.join(webDist, 'assets', 'room-def456.js.br'), brotliCompressSync(bigAsset));
writeFileSync(path.join(webDist, 'assets', 'room-def456.js.gz'), gzipSync(bigAsset));
writeFileSync(
  path.join(webDist, 'index.html.br'),
  brotliCompressSync(readFileSync(path.join(webDist, 'index.html'))),
);

describe('platform: errors, headers, SPA', async () => {
  const { app } = await createTestApp({
    config: { webDist },
    beforeReady: (app) => {
      app.post(
        '/api/test/echo',
        {
          schema: {
            body: z.object({ name: z.string().min(1, 'Please enter a name'), age: z.number().int() }),
          },
        },
        async (request) => request.body,
      );
      app.get('/api/test/boom', async () => {
        throw new Error('secret database password leaked in stack');
      });
    },
  });

  it('answers unknown /api paths with a JSON 404 in the error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      message: 'No route for GET /api/does-not-exist',
      code: 'noRoute',
      params: { method: 'GET', path: '/api/does-not-exist' },
    });
  });

  it('turns a schema violation into 400 with a readable message and field details', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: '', age: 'x' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('Please enter a name');
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['name', 'age']));
  });

  it('answers malformed JSON with 400 and a message, not 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'invalidJson' });
  });

  it('answers an over-long path parameter and a malformed address in the error shape', async () => {
    const long = await app.inject({ method: 'DELETE', url: `/api/tasks/${'a'.repeat(5000)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'The address is too long.', code: 'addressTooLong' });
    const malformed = await app.inject({ method: 'DELETE', url: '/api/tasks/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'The address is not valid.', code: 'addressInvalid' });
  });

  it('refuses the NUL character anywhere in body, query or path with 400, naming the field', async () => {
    const inBody = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'a\u0000b', age: 1 },
    });
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json()).toEqual({
      message: NUL_MESSAGE,
      code: 'nulCharacter',
      fields: { name: NUL_MESSAGE },
      fieldCodes: { name: 'nulCharacter' },
    });
    const nested = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x', age: 1, tags: [{ label: '\u0000' }] },
    });
    expect(nested.json().fields).toEqual({ 'tags.0.label': NUL_MESSAGE });
    // In a key, deep in arrays of objects.
    const inKey = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x', age: 1, tags: [[{ ok: 1 }, { 'k\u0000': 1 }]] },
    });
    expect(inKey.statusCode).toBe(400);
    expect(inKey.json().fields).toEqual({ 'tags.0.1.k\u0000': NUL_MESSAGE });
    const inQuery = await app.inject({
      method: 'POST',
      url: '/api/test/echo?q=%00',
      payload: { name: 'x', age: 1 },
    });
    expect(inQuery.json()).toEqual({
      message: NUL_MESSAGE,
      code: 'nulCharacter',
      fields: { q: NUL_MESSAGE },
      fieldCodes: { q: 'nulCharacter' },
    });
    const fine = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Ω 😀 \u202e', age: 1 },
    });
    expect(fine.statusCode).toBe(200);
  });

  it('answers an unsupported content type with 415 and a message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Unsupported content type. Send JSON.');
  });

  it('never leaks internals in a 500 body', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Something went wrong on our side. Please try again later.',
      code: 'serverError',
    });
    expect(res.body).not.toContain('secret');
  });

  it.each([
    ['200', '/api/health'],
    ['404', '/api/nope'],
    ['500', '/api/test/boom'],
    ['SPA page', '/some/page'],
  ])('sends the security headers on %s', async (_label, url) => {
    const res = await app.inject({ method: 'GET', url });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('frame-src https://open.spotify.com https://accounts.google.com/gsi/');
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves index.html for any non-API path (history fallback), never cached', async () => {
    for (const url of ['/', '/home', '/terms?x=1', '/a/b/c']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(String(res.headers['cache-control'])).toMatch(/no-cache|max-age=0/);
    }
  });

  it('serves hashed assets with a year-long immutable cache and 404s missing ones', async () => {
    const hit = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(hit.statusCode).toBe(200);
    expect(hit.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const miss = await app.inject({ method: 'GET', url: '/assets/app-old.js' });
    expect(miss.statusCode).toBe(404);
  });

  it('sends the precompressed variant the browser accepts, and the plain file otherwise', async () => {
    const url = '/assets/room-def456.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigAsset);
    expect(br.rawPayload.length).toBeLessThan(bigAsset.length / 2);

    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigAsset);

    // The history fallback sends the compressed entry page too; a file without siblings is sent plain.
    const page = await app.inject({ method: 'GET', url: '/home', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
    const small = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1)');
  });

  it('publishes the OpenAPI document and its UI', async () => {
    const doc = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths).toHaveProperty('/api/health');
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('gives the web app its public settings', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      supportEmail: 'support@focusroom.app',
      googleClientId: null,
      spotifyPlaylistId: expect.any(String),
      operator: { name: null, address: null },
    });
  });
});
