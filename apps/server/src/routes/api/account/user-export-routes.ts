import { EXPORTS_PER_HOUR, userExportRoute } from '@focus-room/core/api/stats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verb } from '../../../lib/api-route';
import { currentUser } from '../../../plugins/authentication';
import { buildUserExport } from '../../../services/account/user-export';

/** Settings → "Download my data" (GDPR Art. 20): a ZIP of everything the product holds about the user. */
export const userExportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reading every table of a long history is the most expensive read a user can ask for.
  const perUser = app.rateLimit('user-export', {
    points: EXPORTS_PER_HOUR,
    windowSeconds: 3600,
    key: (request) => currentUser(request).id,
  });

  app[verb(userExportRoute)](
    userExportRoute.path,
    {
      onRequest: app.requireUser,
      preHandler: perUser,
      schema: {
        tags: ['account'],
        security: [{ bearerAuth: [] }],
        description: 'A ZIP (application/zip) of JSON and CSV files with all of the signed-in user’s data.',
        // No response schema: the body is a ZIP, not JSON; errors still leave as `{ message }`.
      },
    },
    async (request, reply) => {
      const { fileName, zip } = await buildUserExport(app.ctx, currentUser(request).id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  );
};
