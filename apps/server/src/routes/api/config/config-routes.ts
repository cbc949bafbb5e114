import { publicConfigSchema } from '@focus-room/core/api/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public settings for the web app',
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const { config } = app.ctx;
      return {
        supportEmail: config.supportEmail,
        googleClientId: config.googleClientId ?? null,
        spotifyPlaylistId: config.spotifyPlaylistId,
        operator: config.operator,
      };
    },
  );
};
