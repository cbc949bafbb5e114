import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EventSource } from 'eventsource';
import { Redis } from 'ioredis';

export type LiveEvent = { type: string; data: Record<string, unknown> };

/**
 * A user's live stream (GET /api/groups/live) through the same EventSource client the browser uses, with
 * the bearer token sent by its fetch. `next` waits for the first event matching `match` that has not
 * been taken yet, so a test reads events in order without timing.
 */
export function openLiveStream(
  baseUrl: string,
  token: string,
  types = ['ready', 'presence', 'group', 'groups', 'reaction'],
) {
  const events: LiveEvent[] = [];
  const waiters: { match: (e: LiveEvent) => boolean; resolve: (e: LiveEvent) => void }[] = [];
  const source = new EventSource(`${baseUrl}/api/groups/live`, {
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...init?.headers, authorization: `Bearer ${token}` } }),
  });
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
  for (const type of types) {
    source.addEventListener(type, (event) => {
      events.push({ type, data: JSON.parse((event as { data: string }).data) });
      offer();
    });
  }
  return {
    events,
    next(match: (e: LiveEvent) => boolean) {
      return new Promise<LiveEvent>((resolve) => {
        waiters.push({ match, resolve });
        offer();
      });
    },
    close: () => source.close(),
  };
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
