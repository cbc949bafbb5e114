import fastifySse from '@fastify/sse';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type LiveBus, memoryBus, redisBus } from '../services/groups/live-bus';
import { LiveHub } from '../services/groups/live-hub';
import { type GroupsCtx, publishPresence } from '../services/groups/presence-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app context with the live hub, for the study-group services. */
    groupsCtx: GroupsCtx;
  }
}

/**
 * Live presence for study groups (docs/decisions/069-live-presence-over-sse.md): @fastify/sse for the
 * streams, and a bus between instances: Redis publish/subscribe when REDIS_URL is set, else in process.
 * Heartbeat comments every 15 s keep proxies from closing an idle stream.
 */
export const groupsLivePlugin = fp(async (app: FastifyInstance, options: { bus?: LiveBus } = {}) => {
  await app.register(fastifySse, { heartbeatInterval: 15_000 });
  const bus =
    options.bus ?? (app.ctx.config.redisUrl ? redisBus(app.ctx.config.redisUrl, app.log) : memoryBus());
  const hub = new LiveHub(app.ctx, bus);
  const groupsCtx: GroupsCtx = { ...app.ctx, live: hub };
  hub.publishPresenceOf = (userId) => publishPresence(groupsCtx, userId);
  app.decorate('groupsCtx', groupsCtx);
  app.addHook('preClose', async () => hub.endAll());
  app.addHook('onClose', async () => hub.close());
});
