import { EventEmitter } from 'node:events';
import type { MemberPresence } from '@focus-room/core/api/groups';
import type { GroupReaction } from '@focus-room/core/groups/rules';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** What instances tell each other about groups (docs/decisions/069-live-presence-over-sse.md). */
export type LiveMessage =
  | { type: 'presence'; userId: string; groupIds: string[]; presence: MemberPresence }
  | { type: 'group'; groupId: string }
  | { type: 'groups'; userIds: string[] }
  | { type: 'gone'; userId: string }
  | { type: 'reaction'; groupId: string; userId: string; reaction: GroupReaction };

export type LiveBus = {
  publish: (message: LiveMessage) => Promise<void>;
  subscribe: (handler: (message: LiveMessage) => void) => void;
  /** Resolves once messages of other instances arrive here. */
  ready: () => Promise<unknown>;
  close: () => Promise<void>;
};

const CHANNEL = 'focus-room:groups';

/** The embedded default: one process, so a local emitter is the whole bus. */
export function memoryBus(): LiveBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(message) {
      emitter.emit('message', message);
    },
    subscribe(handler) {
      emitter.on('message', handler);
    },
    ready: async () => undefined,
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Redis publish/subscribe, so members on different instances see each other live. A subscribed
 * connection can do nothing else, hence two connections. Delivery is at most once: a client that missed
 * something while Redis was away catches up by refetching on reconnect.
 */
export function redisBus(url: string, log: FastifyBaseLogger): LiveBus {
  const options = { connectTimeout: 2000, maxRetriesPerRequest: 1 };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const client of [publisher, subscriber]) {
    client.on('error', (err) => log.warn({ err }, 'redis unavailable; live group updates wait for it'));
  }
  const handlers: ((message: LiveMessage) => void)[] = [];
  const ready = subscriber.subscribe(CHANNEL);
  subscriber.on('message', (_channel: string, raw: string) => {
    const message = JSON.parse(raw) as LiveMessage;
    for (const handler of handlers) handler(message);
  });
  return {
    async publish(message) {
      await ready;
      await publisher.publish(CHANNEL, JSON.stringify(message));
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    ready: () => ready,
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
