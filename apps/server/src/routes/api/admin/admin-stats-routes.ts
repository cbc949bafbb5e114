import {
  analyticsResponseSchema,
  averageTasksResponseSchema,
  averageTimeResponseSchema,
  mostUsedResponseSchema,
  themeSplitResponseSchema,
  totalRegisteredResponseSchema,
} from '@focus-room/core/api/admin-stats';
import { errorResponseSchema } from '@focus-room/core/api/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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

  app.get('/api/admin/totalRegistered', options(totalRegisteredResponseSchema), async () =>
    registeredCounts(app.ctx),
  );
  app.get('/api/admin/averageTime', options(averageTimeResponseSchema), async () =>
    averageFocusTime(app.ctx),
  );
  app.get('/api/admin/average-tasks', options(averageTasksResponseSchema), async () => averageTasks(app.ctx));
  // Outside /api/admin by the spec's path, admin-only all the same.
  app.get('/api/most-used', options(mostUsedResponseSchema), async () => mostUsedBrowser(app.ctx));
  app.get('/api/admin/theme-split', options(themeSplitResponseSchema), async () => themeSplit(app.ctx));
  app.get('/api/admin/analytics', options(analyticsResponseSchema), async () => analytics(app.ctx));
};
