import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { codedErrorBody } from '../lib/error-body';
import { createPageResolver, pageLanguage } from './spa-pages';

const ONE_YEAR = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app. Hashed files under /assets are cached for a year; pages are always
 * revalidated so a deploy is picked up at once. A page path gets its prerendered HTML (pages.json from
 * the web build: /login → pages/login.html), a route the app draws in the browser only gets the bare app
 * (spa.html, the history fallback), any other path the prerendered not-found page with status 404.
 * Unknown /api paths get a JSON 404.
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: { webDist: string }) => {
  const indexFile = path.join(options.webDist, 'index.html');
  const hasSpa = existsSync(indexFile);
  const resolvePage = createPageResolver(options.webDist);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      // Looked up per request, so a rebuild while the server runs never leaves index.html pointing at
      // assets the server does not know.
      wildcard: true,
      index: false,
      // The build writes .br and .gz siblings (apps/web/build/precompress.ts); the smallest one the
      // browser accepts is sent, with `Vary: Accept-Encoding`.
      preCompressed: true,
      // @fastify/static 10 hands the Fastify reply here, not the raw response.
      setHeaders(reply: unknown, filePath: string) {
        const relative = path.relative(options.webDist, filePath);
        (reply as FastifyReply).header(
          'cache-control',
          relative.startsWith('assets') ? ONE_YEAR : 'public, max-age=0, must-revalidate',
        );
      },
    });
    // The root is a folder to the static handler (403); it is the app's entry page.
    app.get('/', { schema: { hide: true } }, (request, reply) =>
      sendPage(reply, resolvePage('/', languageOf(request)).file),
    );
  } else {
    app.log.warn({ webDist: options.webDist }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (pathname === '/api' || pathname.startsWith('/api/') || !hasSpa || !wantsPage) {
      return reply.code(404).send(codedErrorBody('noRoute', { method: request.method, path: pathname }));
    }
    // A missing hashed asset must stay a 404, or an old tab would receive HTML as JavaScript.
    if (pathname.startsWith('/assets/')) return reply.code(404).send(codedErrorBody('notFound'));
    const page = resolvePage(pathname, languageOf(request));
    return sendPage(reply.code(page.status), page.file);
  });
});

function languageOf(request: FastifyRequest) {
  return pageLanguage(request.headers.cookie, request.headers['accept-language']);
}

/** A page differs by the language cookie and Accept-Language, so caches must key on them. */
function sendPage(reply: FastifyReply, file: string) {
  return reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language').sendFile(file);
}
