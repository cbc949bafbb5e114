import {
  analyticsResponseSchema,
  analyticsRoute,
  averageTasksResponseSchema,
  averageTasksRoute,
  averageTimeResponseSchema,
  averageTimeRoute,
  mostUsedBrowserRoute,
  mostUsedResponseSchema,
  themeSplitResponseSchema,
  themeSplitRoute,
  totalRegisteredResponseSchema,
  totalRegisteredRoute,
} from '@focus-room/core/api/admin-stats';
import { errorResponseSchema } from '@focus-room/core/api/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { verb } from '../../../lib/api-route';
import {
  analytics,
  averageFocusTime,
  averageTasks,
  mostUsedBrowser,
  registeredCounts,
  themeSplit,
} from '../../../services/admin/admin-stats';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };

/** The admin Dashboard and Analytics figures, all computed from real data (docs/product-rules.md#admin). */
export const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = <T extends z.ZodType>(response: T) => ({
    onRequest: app.requireAdmin,
    schema: { tags: ['admin'], security: [{ bearerAuth: [] }], response: { 200: response, ...errors } },
  });

  app[verb(totalRegisteredRoute)](
    totalRegisteredRoute.path,
    options(totalRegisteredResponseSchema),
    async () => registeredCounts(app.ctx),
  );
  app[verb(averageTimeRoute)](averageTimeRoute.path, options(averageTimeResponseSchema), async () =>
    averageFocusTime(app.ctx),
  );
  app[verb(averageTasksRoute)](averageTasksRoute.path, options(averageTasksResponseSchema), async () =>
    averageTasks(app.ctx),
  );
  // Outside /api/admin by the spec's path, admin-only all the same.
  app[verb(mostUsedBrowserRoute)](mostUsedBrowserRoute.path, options(mostUsedResponseSchema), async () =>
    mostUsedBrowser(app.ctx),
  );
  app[verb(themeSplitRoute)](themeSplitRoute.path, options(themeSplitResponseSchema), async () =>
    themeSplit(app.ctx),
  );
  app[verb(analyticsRoute)](analyticsRoute.path, options(analyticsResponseSchema), async () =>
    analytics(app.ctx),
  );
};
