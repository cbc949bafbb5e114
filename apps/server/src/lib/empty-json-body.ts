import type { FastifyInstance } from 'fastify';

/**
 * Browsers send the spec's empty-body PATCH calls with or without `content-type: application/json`.
 * Fastify refuses an empty JSON body by default; inside the plugin that calls this (parsers are
 * encapsulated) an empty or blank JSON body reads as `{}`, everything else goes to the default parser.
 */
export function acceptEmptyJsonBody(app: FastifyInstance) {
  const defaultParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, {});
    return defaultParser(request, text, done);
  });
}
