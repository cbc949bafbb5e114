import { publicConfigRoute, publicConfigSchema } from '@focus-room/core/api/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verb } from '../../../lib/api-route';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app[verb(publicConfigRoute)](
    publicConfigRoute.path,
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
