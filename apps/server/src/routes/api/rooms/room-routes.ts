import { levelParamSchema, roomImageRoute } from '@focus-room/core/api/levels';
import { SERVER_MESSAGES } from '@focus-room/core/i18n/server-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verb } from '../../../lib/api-route';
import { notFound } from '../../../lib/http-error';
import { renderedRoom } from '../../../services/rooms/room-images';

// An SVG opened on its own is a document: it may draw with its inline styles and data: images, and
// nothing else (no scripts, no requests, no framing by other sites).
const SVG_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'; sandbox";
const params = z.object({ level: levelParamSchema, file: z.string() });
// A Map, not an object literal: a lookup by a name from the URL must never find 'constructor',
// 'toString' or another property every object inherits.
const THEMES = new Map<string, 'light' | 'dark'>([
  ['light.svg', 'light'],
  ['dark.svg', 'dark'],
]);

/**
 * Room pictures at stable URLs (/api/rooms/v1/{level}/{light|dark}.svg): public, because `<img>`
 * sends no bearer token and the pictures are the same for everyone. The version segment changes with
 * the art, so a year of immutable caching is safe.
 */
export const roomRoutes: FastifyPluginAsyncZod = async (app) => {
  app[verb(roomImageRoute)](
    roomImageRoute.path,
    {
      schema: {
        tags: ['rooms'],
        // No response schema: the body is SVG, not JSON; errors still leave as `{ message }`.
        params,
      },
    },
    async (request, reply) => {
      const theme = THEMES.get(request.params.file);
      if (!theme) throw notFound(SERVER_MESSAGES.roomPictureNotFound);
      const room = renderedRoom(request.params.level, theme);
      reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', SVG_CSP)
        .header('etag', room.etag);
      if (request.headers['if-none-match'] === room.etag) return reply.code(304).send();
      return reply.send(room.svg);
    },
  );
};
