import {
  createGroupRequestSchema,
  createGroupRoute,
  createInviteResponseSchema,
  createInviteRoute,
  focusPushRequestSchema,
  getGroupRoute,
  groupFocusPushRoute,
  groupIdParamsSchema,
  groupInviteParamsSchema,
  groupListResponseSchema,
  groupMemberParamsSchema,
  groupResponseSchema,
  handOverGroupRoute,
  handOverRequestSchema,
  joinGroupRequestSchema,
  joinGroupRoute,
  listGroupsRoute,
  removeMemberResponseSchema,
  removeMemberRoute,
  revokeInviteResponseSchema,
  revokeInviteRoute,
  updateGroupRequestSchema,
  updateGroupRoute,
} from '@focus-room/core/api/groups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verb } from '../../../lib/api-route';
import { actingUserId } from '../../../plugins/authentication';
import { setFocusPush } from '../../../services/groups/focus-push';
import {
  createGroup,
  createInvite,
  getGroup,
  handOver,
  joinGroup,
  listGroups,
  removeMember,
  revokeInvite,
  updateGroup,
} from '../../../services/groups/groups-service';
import { groupErrors, HOUR, perUser, signedIn } from './group-route-parts';

/** Study groups and their members (docs/product-rules.md#study-groups); the rules are in the services. */
export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.groupsCtx;
  const reads = perUser(app, 'group-read', 300, 60);
  const writes = perUser(app, 'group-write', 60, 60);
  // Invite codes carry 128 bits; the limit only keeps a script from hammering the join.
  const joins = perUser(app, 'group-join', 20, HOUR);
  const guarded = { onRequest: app.requireUser };

  app[verb(createGroupRoute)](
    createGroupRoute.path,
    {
      ...guarded,
      preHandler: writes,
      schema: {
        ...signedIn,
        body: createGroupRequestSchema,
        response: { 201: groupResponseSchema, ...groupErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createGroup(ctx, actingUserId(request), request.body)),
  );

  app[verb(listGroupsRoute)](
    listGroupsRoute.path,
    {
      ...guarded,
      preHandler: reads,
      schema: { ...signedIn, response: { 200: groupListResponseSchema, ...groupErrors } },
    },
    async (request) => listGroups(ctx, actingUserId(request)),
  );

  app[verb(joinGroupRoute)](
    joinGroupRoute.path,
    {
      ...guarded,
      preHandler: joins,
      schema: {
        ...signedIn,
        body: joinGroupRequestSchema,
        response: { 200: groupResponseSchema, ...groupErrors },
      },
    },
    async (request) => joinGroup(ctx, actingUserId(request), request.body.code),
  );

  app[verb(getGroupRoute)](
    getGroupRoute.path,
    {
      ...guarded,
      preHandler: reads,
      schema: {
        ...signedIn,
        params: groupIdParamsSchema,
        response: { 200: groupResponseSchema, ...groupErrors },
      },
    },
    async (request) => getGroup(ctx, actingUserId(request), request.params.id),
  );

  app[verb(updateGroupRoute)](
    updateGroupRoute.path,
    {
      ...guarded,
      preHandler: writes,
      schema: {
        ...signedIn,
        params: groupIdParamsSchema,
        body: updateGroupRequestSchema,
        response: { 200: groupResponseSchema, ...groupErrors },
      },
    },
    async (request) => updateGroup(ctx, actingUserId(request), request.params.id, request.body),
  );

  app[verb(groupFocusPushRoute)](
    groupFocusPushRoute.path,
    {
      ...guarded,
      preHandler: writes,
      schema: {
        ...signedIn,
        params: groupIdParamsSchema,
        body: focusPushRequestSchema,
        response: { 200: groupResponseSchema, ...groupErrors },
      },
    },
    async (request) => setFocusPush(ctx, actingUserId(request), request.params.id, request.body.focusPush),
  );

  app[verb(createInviteRoute)](
    createInviteRoute.path,
    {
      ...guarded,
      preHandler: writes,
      schema: {
        ...signedIn,
        params: groupIdParamsSchema,
        response: { 201: createInviteResponseSchema, ...groupErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createInvite(ctx, actingUserId(request), request.params.id)),
  );

  app[verb(revokeInviteRoute)](
    revokeInviteRoute.path,
    {
      ...guarded,
      preHandler: writes,
      schema: {
        ...signedIn,
        params: groupInviteParamsSchema,
        response: { 200: revokeInviteResponseSchema, ...groupErrors },
      },
    },
    async (request) => revokeInvite(ctx, actingUserId(request), request.params.id, request.params.inviteId),
  );

  app[verb(removeMemberRoute)](
    removeMemberRoute.path,
    {
      ...guarded,
      preHandler: writes,
      schema: {
        ...signedIn,
        params: groupMemberParamsSchema,
        response: { 200: removeMemberResponseSchema, ...groupErrors },
      },
    },
    async (request) => removeMember(ctx, actingUserId(request), request.params.id, request.params.userId),
  );

  app[verb(handOverGroupRoute)](
    handOverGroupRoute.path,
    {
      ...guarded,
      preHandler: writes,
      schema: {
        ...signedIn,
        params: groupIdParamsSchema,
        body: handOverRequestSchema,
        response: { 200: groupResponseSchema, ...groupErrors },
      },
    },
    async (request) => handOver(ctx, actingUserId(request), request.params.id, request.body.userId),
  );
};
