import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

// A web build with prerendered pages (apps/web/build/prerender.ts writes these files and pages.json).
const webDist = mkdtempSync(path.join(os.tmpdir(), 'focus-room-pages-'));
mkdirSync(path.join(webDist, 'pages', 'newsletter'), { recursive: true });
mkdirSync(path.join(webDist, 'de', 'pages'), { recursive: true });
const page = (name: string) => `<!doctype html><title>${name}</title><div id="root">${name}</div>`;
const files: Record<string, string> = {
  'index.html': page('landing'),
  'spa.html': page('bare app'),
  '404.html': page('not found'),
  'pages/login.html': page('login'),
  'pages/home.html': page('home shell'),
  'pages/newsletter/subscribe.html': page('newsletter landing'),
  'pages/studyw.tok.html': page('promo'),
  'de/index.html': page('Startseite'),
  'de/pages/login.html': page('Anmelden'),
  'de/404.html': page('nicht gefunden'),
};
for (const [file, html] of Object.entries(files)) writeFileSync(path.join(webDist, file), html);
writeFileSync(path.join(webDist, 'pages/login.html.br'), brotliCompressSync(page('login')));
writeFileSync(
  path.join(webDist, 'pages.json'),
  JSON.stringify({
    pages: {
      '/': 'index.html',
      '/login': 'pages/login.html',
      '/home': 'pages/home.html',
      '/newsletter/subscribe': 'pages/newsletter/subscribe.html',
      '/studyw.tok': 'pages/studyw.tok.html',
    },
    clientRoutes: [
      '/',
      '/login',
      '/home',
      '/newsletter',
      '/newsletter/subscribe',
      '/reset-password',
      '/studyw.tok',
    ],
    notFound: '404.html',
    fallback: 'spa.html',
    translations: {
      de: { pages: { '/': 'de/index.html', '/login': 'de/pages/login.html' }, notFound: 'de/404.html' },
    },
  }),
);

describe('SPA: prerendered pages', async () => {
  const { app } = await createTestApp({ config: { webDist } });

  it.each([
    ['/', 'landing'],
    ['/login', 'login'],
    ['/LOGIN/', 'login'],
    ['/login?next=1', 'login'],
    ['/home', 'home shell'],
    ['/newsletter/subscribe', 'newsletter landing'],
    ['/studyw.tok', 'promo'],
  ])('GET %s answers its prerendered page, never cached', async (url, body) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(`<div id="root">${body}</div>`);
    expect(String(res.headers['cache-control'])).toMatch(/no-cache|max-age=0/);
  });

  it('answers a route the app draws in the browser with the bare app (history fallback)', async () => {
    for (const url of ['/reset-password', '/newsletter', '/newsletter/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('bare app');
    }
  });

  it('answers an unknown path with the prerendered not-found page and status 404', async () => {
    for (const url of ['/nope', '/login/extra', '/pages', '/newsletter/subscribe/x']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('not found');
    }
    const head = await app.inject({ method: 'HEAD', url: '/nope' });
    expect(head.statusCode).toBe(404);
  });

  it('sends the precompressed page the browser accepts', async () => {
    const res = await app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('answers the page in the language of the lang cookie, else of Accept-Language, else English', async () => {
    const get = async (url: string, headers: Record<string, string>) => {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(String(res.headers.vary)).toMatch(/Accept-Language/);
      return res;
    };
    expect((await get('/login', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' })).body).toContain(
      'Anmelden',
    );
    expect((await get('/', { 'accept-language': 'de' })).body).toContain('Startseite');
    expect((await get('/login', { cookie: 'lang=de', 'accept-language': 'en-US' })).body).toContain(
      'Anmelden',
    );
    expect((await get('/login', { cookie: 'a=1; lang=en', 'accept-language': 'de' })).body).toContain(
      'login',
    );
    expect((await get('/login', { 'accept-language': 'fr-FR, es' })).body).toContain('login');
    expect((await get('/login', { cookie: 'lang=xx' })).body).toContain('login');
    // A page without a German version yet: the English one (the app draws it in German).
    expect((await get('/studyw.tok', { cookie: 'lang=de' })).body).toContain('promo');
    const missing = await get('/nope', { cookie: 'lang=de' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('nicht gefunden');
  });

  it('keeps API 404s as JSON', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'No route for GET /api/nope',
      code: 'noRoute',
      params: { method: 'GET', path: '/api/nope' },
    });
  });
});
