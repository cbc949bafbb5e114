import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EventSource } from 'eventsource';
import { Redis } from 'ioredis';
import type { LiveHub, LiveStream } from '../services/groups/live-hub';

export type LiveEvent = { type: string; data: Record<string, unknown> };

/**
 * Events in the order they came; `next` waits for the first event matching `match` that has not been
 * taken yet, so a test reads events in order without timing.
 */
function eventQueue() {
  const events: LiveEvent[] = [];
  const waiters: { match: (e: LiveEvent) => boolean; resolve: (e: LiveEvent) => void }[] = [];
  let taken = 0;
  const offer = () => {
    for (const waiter of [...waiters]) {
      const index = events.findIndex((event, i) => i >= taken && waiter.match(event));
      if (index === -1) continue;
      taken = index + 1;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(events[index]!);
    }
  };
  return {
    events,
    push(event: LiveEvent) {
      events.push(event);
      offer();
    },
    next(match: (e: LiveEvent) => boolean) {
      return new Promise<LiveEvent>((resolve) => {
        waiters.push({ match, resolve });
        offer();
      });
    },
  };
}

/**
 * A user's live stream (GET /api/groups/live) through the same EventSource client the browser uses, with
 * the bearer token sent by its fetch.
 */
export function openLiveStream(
  baseUrl: string,
  token: string,
  types = ['ready', 'presence', 'group', 'groups', 'reaction'],
) {
  const queue = eventQueue();
  const source = new EventSource(`${baseUrl}/api/groups/live`, {
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...init?.headers, authorization: `Bearer ${token}` } }),
  });
  for (const type of types) {
    source.addEventListener(type, (event) => {
      queue.push({ type, data: JSON.parse((event as { data: string }).data) });
    });
  }
  return { events: queue.events, next: queue.next, close: () => source.close() };
}

/**
 * A stream of `userId` opened on the hub itself (no HTTP), recording what it is sent, as the stream route
 * opens one; `ended` resolves when the hub ends it.
 */
export async function hubStream(hub: LiveHub, userId: string) {
  const queue = eventQueue();
  let markEnded = () => {};
  const ended = new Promise<void>((resolve) => {
    markEnded = resolve;
  });
  // Ended as the route's stream is: closing it tells the hub, which then forgets the connection.
  let open = true;
  const onClose: (() => void)[] = [];
  const stream: LiveStream = {
    send: (type, data) => queue.push({ type, data: data as LiveEvent['data'] }),
    end: () => {
      open = false;
      for (const listener of onClose) listener();
      markEnded();
    },
    isOpen: () => open,
    onClose: (listener) => onClose.push(listener),
  };
  const connection = await hub.connect(userId, stream);
  if (!connection) throw new Error('the hub refused an open stream');
  return { connection, events: queue.events, next: queue.next, ended };
}

/** A throw-away Redis on a Unix socket (no port to clash with), for tests of two instances. */
export async function startRedis() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'focus-room-redis-'));
  const socket = path.join(dir, 'redis.sock');
  const child = spawn(
    'redis-server',
    ['--port', '0', '--unixsocket', socket, '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const probe = new Redis(socket, { lazyConnect: true, retryStrategy: () => 50, maxRetriesPerRequest: null });
  // Refused until the server is up; the retry strategy keeps knocking.
  probe.on('error', () => {});
  await probe.connect().catch(() => {});
  await probe.ping();
  probe.disconnect();
  return {
    url: socket,
    async stop() {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
