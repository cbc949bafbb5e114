import {
  adminDeleteGroupRoute,
  adminGroupActionResponseSchema,
  adminRemoveFromGroupsRoute,
  adminRenameGroupRequestSchema,
  adminRenameGroupRoute,
  blockRequestSchema,
  blockResponseSchema,
  blockUserRoute,
  groupIdParamsSchema,
  groupReportListResponseSchema,
  listGroupReportsRoute,
  reportRequestSchema,
  reportResponseSchema,
  reportRoute,
} from '@focus-room/core/api/groups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verb } from '../../../lib/api-route';
import { actingUserId } from '../../../plugins/authentication';
import {
  adminDeleteGroup,
  adminRemoveFromGroups,
  adminRenameGroup,
  blockUser,
  listGroupReports,
  report,
} from '../../../services/groups/safety-service';
import { groupErrors, HOUR, perUser, signedIn } from './group-route-parts';

const admin = { tags: ['groups', 'admin'], security: [{ bearerAuth: [] }] };

/** Blocks and reports, and the admin Reports tab's actions (docs/product-rules.md#study-groups). */
export const groupSafetyRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.groupsCtx;
  const blocks = perUser(app, 'group-block', 30, HOUR);
  const reports = perUser(app, 'group-report', 20, HOUR);
  const adminActions = perUser(app, 'group-admin', 600, HOUR);

  app[verb(blockUserRoute)](
    blockUserRoute.path,
    {
      onRequest: app.requireUser,
      preHandler: blocks,
      schema: {
        ...signedIn,
        body: blockRequestSchema,
        response: { 200: blockResponseSchema, ...groupErrors },
      },
    },
    async (request) => blockUser(ctx, actingUserId(request), request.body.userId),
  );

  app[verb(reportRoute)](
    reportRoute.path,
    {
      onRequest: app.requireUser,
      preHandler: reports,
      schema: {
        ...signedIn,
        body: reportRequestSchema,
        response: { 201: reportResponseSchema, ...groupErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await report(ctx, actingUserId(request), request.body)),
  );

  app[verb(listGroupReportsRoute)](
    listGroupReportsRoute.path,
    {
      onRequest: app.requireAdmin,
      preHandler: adminActions,
      schema: { ...admin, response: { 200: groupReportListResponseSchema, ...groupErrors } },
    },
    async () => listGroupReports(ctx),
  );

  app[verb(adminRenameGroupRoute)](
    adminRenameGroupRoute.path,
    {
      onRequest: app.requireAdmin,
      preHandler: adminActions,
      schema: {
        ...admin,
        params: groupIdParamsSchema,
        body: adminRenameGroupRequestSchema,
        response: { 200: adminGroupActionResponseSchema, ...groupErrors },
      },
    },
    async (request) => adminRenameGroup(ctx, request.params.id, request.body.name),
  );

  app[verb(adminDeleteGroupRoute)](
    adminDeleteGroupRoute.path,
    {
      onRequest: app.requireAdmin,
      preHandler: adminActions,
      schema: {
        ...admin,
        params: groupIdParamsSchema,
        response: { 200: adminGroupActionResponseSchema, ...groupErrors },
      },
    },
    async (request) => adminDeleteGroup(ctx, request.params.id),
  );

  app[verb(adminRemoveFromGroupsRoute)](
    adminRemoveFromGroupsRoute.path,
    {
      onRequest: app.requireAdmin,
      preHandler: adminActions,
      schema: {
        ...admin,
        params: groupIdParamsSchema,
        response: { 200: adminGroupActionResponseSchema, ...groupErrors },
      },
    },
    async (request) => adminRemoveFromGroups(ctx, request.params.id),
  );
};
