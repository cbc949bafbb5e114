import {
  groupIdParamsSchema,
  groupListResponseSchema,
  groupLiveRoute,
  groupResponseSchema,
  groupSessionRequestSchema,
  groupSessionRoute,
  presenceSettingsRoute,
  presenceSettingsSchema,
  reactionRequestSchema,
  reactionResponseSchema,
  savePresenceSettingsRoute,
  sendReactionRoute,
  timerReportRequestSchema,
  timerReportResponseSchema,
} from '@focus-room/core/api/groups';
import { reportTimerRoute } from '@focus-room/core/api/shell-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verb } from '../../../lib/api-route';
import { actingUserId } from '../../../plugins/authentication';
import { groupSessionAction, sendReaction } from '../../../services/groups/group-session-service';
import { listGroups } from '../../../services/groups/groups-service';
import {
  getPresenceSettings,
  reportTimer,
  savePresenceSettings,
} from '../../../services/groups/presence-service';
import { groupErrors, perUser, signedIn } from './group-route-parts';

/** How long a browser waits before reopening a dropped live stream. */
export const LIVE_RECONNECT_MS = 1000;

/**
 * Live presence, the shared session and reactions (docs/product-rules.md#live-presence,
 * #focus-together). GET /api/groups/live is the event stream (decision 069) for a client asking for
 * text/event-stream; anyone else gets the groups as JSON, which is also what a client refetches to catch up.
 */
export const groupLiveRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.groupsCtx;
  const streams = perUser(app, 'group-live', 30, 60);
  // A timer reports at each start, pause and phase; this only stops a runaway client.
  const timerReports = perUser(app, 'presence-timer', 120, 60);
  const settings = perUser(app, 'presence-settings', 60, 60);
  const sessions = perUser(app, 'group-session', 60, 60);
  const reactions = perUser(app, 'group-reaction', 10, 60);
  const guarded = { onRequest: app.requireUser };

  app[verb(groupLiveRoute)](
    groupLiveRoute.path,
    {
      ...guarded,
      preHandler: streams,
      sse: 'dual',
      schema: { ...signedIn, response: { 200: groupListResponseSchema, ...groupErrors } },
    },
    async (request, reply) => {
      const userId = actingUserId(request);
      if (!reply.sse) return listGroups(ctx, userId);
      reply.header('x-accel-buffering', 'no');
      reply.sse.keepAlive();
      const sse = reply.sse;
      const connection = await ctx.live.connect(userId, {
        send: (event, data) => {
          if (sse.isConnected) sse.send({ event, data }).catch(() => {});
        },
        end: () => sse.close(),
        isOpen: () => sse.isConnected,
        onClose: (listener) => sse.onClose(listener),
      });
      // The client left while its stream was being set up.
      if (!connection) return;
      // `retry` tells the browser how soon to reconnect when the stream drops (EventSource waits 3 s
      // otherwise): after a restart its member then sees the session again within a few seconds.
      await sse.send({ event: 'ready', data: {}, retry: LIVE_RECONNECT_MS });
    },
  );

  app[verb(reportTimerRoute)](
    reportTimerRoute.path,
    {
      ...guarded,
      preHandler: timerReports,
      schema: {
        ...signedIn,
        body: timerReportRequestSchema,
        response: { 200: timerReportResponseSchema, ...groupErrors },
      },
    },
    async (request) => reportTimer(ctx, actingUserId(request), request.body),
  );

  app[verb(presenceSettingsRoute)](
    presenceSettingsRoute.path,
    {
      ...guarded,
      preHandler: settings,
      schema: { ...signedIn, response: { 200: presenceSettingsSchema, ...groupErrors } },
    },
    async (request) => getPresenceSettings(ctx, actingUserId(request)),
  );

  app[verb(savePresenceSettingsRoute)](
    savePresenceSettingsRoute.path,
    {
      ...guarded,
      preHandler: settings,
      schema: {
        ...signedIn,
        body: presenceSettingsSchema,
        response: { 200: presenceSettingsSchema, ...groupErrors },
      },
    },
    async (request) => savePresenceSettings(ctx, actingUserId(request), request.body),
  );

  app[verb(groupSessionRoute)](
    groupSessionRoute.path,
    {
      ...guarded,
      preHandler: sessions,
      schema: {
        ...signedIn,
        params: groupIdParamsSchema,
        body: groupSessionRequestSchema,
        response: { 200: groupResponseSchema, ...groupErrors },
      },
    },
    async (request) => groupSessionAction(ctx, actingUserId(request), request.params.id, request.body),
  );

  app[verb(sendReactionRoute)](
    sendReactionRoute.path,
    {
      ...guarded,
      preHandler: reactions,
      schema: {
        ...signedIn,
        params: groupIdParamsSchema,
        body: reactionRequestSchema,
        response: { 200: reactionResponseSchema, ...groupErrors },
      },
    },
    async (request) => sendReaction(ctx, actingUserId(request), request.params.id, request.body.reaction),
  );
};
