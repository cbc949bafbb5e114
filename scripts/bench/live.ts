// `npm run bench:live`: live presence of study groups (docs/decisions/069-live-presence-over-sse.md).
//
// Simulated members in groups of 8 hold live connections (GET /api/groups/live, server-sent events) to
// the production server and change status (PUT /api/presence/timer). Prints the connections held, the
// delay from a status change to its delivery on the other members' streams (p50, p99) and the server's
// memory per connection (resident memory before and after opening them). With --instances 2 the members
// are split over two servers sharing one PostgreSQL database and one Redis (a redis-server started for the
// run, on a Unix socket): every delivery to a member on the other instance crosses Redis. It prints
// figures; it never fails on them. Goal: 10 000 connections per instance, p99 under 250 ms.
//
// A shortfall explains itself: the streams that failed, every error they saw by kind (an HTTP status with
// the server's error code, or the network error), the kernel's listen-queue drops while they opened, the
// warnings in the server's log by kind, and the open-files limits of this process and of the servers.
//
//   npm run bench:live                          10 000 members, one instance, 20 s of changes
//   npm run bench:live -- --members 2000        fewer members
//   npm run bench:live -- --instances 2         two instances and Redis
//   npm run bench:live -- --rate 200            status changes per second (default 100)
//   npm run bench:live -- --duration 30         seconds of changes
//   npm run bench:live -- --opening 0           streams opening at once (default 200; 0: all of them)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EventSource } from 'eventsource';
import pg from 'pg';
import { createScratchDatabase } from '../lib/scratch-database';
import { type ServerProcess, startServer } from '../lib/server-process';
import { seedUsers } from './seed-users';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const MEMBERS = Number(arg('members') ?? 10_000);
const INSTANCES = Number(arg('instances') ?? 1);
const RATE = Number(arg('rate') ?? 100);
const DURATION_S = Number(arg('duration') ?? 20);
const OPENING = Number(arg('opening') ?? 200);
const GROUP_SIZE = 8;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-000';

// Node's fetch puts no cap on connections per origin, so every stream keeps a connection of its own.
const fetchWith = fetch;

const rssOf = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) * 1024;
};
/** The soft limit on open files of a process: every stream is one on each side. */
const openFilesLimit = (pid: number | 'self') =>
  readFileSync(`/proc/${pid}/limits`, 'utf8').match(/Max open files\s+(\d+|unlimited)/)?.[1] ?? '?';
/**
 * The kernel's count of connections a full listen queue dropped, and of SYN cookies that failed (the
 * client then sees a reset): machine-wide, so other programs' connections count too.
 */
const listenDrops = () => {
  const [names, values] = readFileSync('/proc/net/netstat', 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('TcpExt:'))
    .map((line) => line.split(/\s+/));
  const value = (name: string) => Number(values?.[names?.indexOf(name) ?? -1] ?? 0);
  return { overflows: value('ListenOverflows'), cookiesFailed: value('SyncookiesFailed') };
};
/** The server's warnings and errors by message (with the error's own), from its JSON log. */
const logWarnings = (file: string) => {
  const counts = new Map<string, number>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { level: number; msg?: string; err?: { message?: string } };
    if (entry.level < 40) continue;
    // A failed query's message holds the query and its parameters, then the cause: the table and the
    // cause are the kind.
    const cause = entry.err?.message?.replace(
      /^Failed query: (?:select [\s\S]*? from|insert into|update|delete from) "(\w+)"[\s\S]*?\nparams: .*?: /,
      'a query on $1: ',
    );
    const kind = [entry.msg, cause].filter(Boolean).join(': ');
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return counts;
};
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startRedis(dir: string) {
  const socket = path.join(dir, 'redis.sock');
  const child = spawn(
    'redis-server',
    ['--port', '0', '--unixsocket', socket, '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  await sleep(500);
  return { url: socket, stop: () => child.kill() };
}

/** Puts the seeded users into groups of 8, straight into the database. */
async function formGroups(databaseUrl: string, userIds: string[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const groups: string[][] = [];
  for (let i = 0; i < userIds.length; i += GROUP_SIZE) groups.push(userIds.slice(i, i + GROUP_SIZE));
  await client.query('begin');
  for (const [index, members] of groups.entries()) {
    const { rows } = await client.query<{ id: string }>(
      'insert into study_groups (name, owner_id) values ($1, $2) returning id',
      [`Bench group ${index}`, members[0]],
    );
    const groupId = rows[0]!.id;
    await client.query('insert into group_members (group_id, user_id) select $1, unnest($2::uuid[])', [
      groupId,
      members,
    ]);
  }
  await client.query('commit');
  await client.end();
  return groups;
}

async function main() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'focus-room-bench-live-'));
  const database = await createScratchDatabase('bench_live');
  const redis = INSTANCES > 1 ? await startRedis(work) : undefined;
  const servers: ServerProcess[] = [];
  const streams: EventSource[] = [];
  try {
    for (let i = 0; i < INSTANCES; i += 1) {
      servers.push(
        await startServer({
          env: {
            DATABASE_URL: database.url,
            JWT_SECRET,
            DATA_DIR: path.join(work, `data-${i}`),
            LOG_LEVEL: 'warn',
            ...(redis ? { REDIS_URL: redis.url } : {}),
          },
          logFile: path.join(work, `server-${i}.log`),
        }),
      );
    }
    console.log(`Seeding ${MEMBERS} members in groups of ${GROUP_SIZE}…`);
    const users = await seedUsers({
      databaseUrl: database.url,
      jwtSecret: JWT_SECRET,
      count: MEMBERS,
      tasksPerUser: 0,
      ageMs: 3_600_000,
      prefix: 'live',
    });
    const groups = await formGroups(
      database.url,
      users.map((u) => u.id),
    );
    const groupOf = new Map<string, string[]>();
    for (const members of groups) for (const member of members) groupOf.set(member, members);
    const token = new Map(users.map((u) => [u.id, u.token]));
    // Members alternate between the instances, so half of every group's deliveries cross Redis.
    const serverOf = (index: number) => servers[index % servers.length]!;
    const rssBefore = servers.map((s) => rssOf(s.child.pid!));

    // What each member is waiting to see: the change's sender, its status and when it was sent.
    const pending = new Map<string, { sentAt: number; status: string; waiting: number }>();
    const delays: number[] = [];
    const held = new Set<EventSource>();
    // Every error a stream saw, by kind (an HTTP status with the server's error code, or the network
    // error), so a shortfall explains itself.
    const errorKinds = new Map<string, number>();
    const countError = (kind: string) => errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
    // Streams are opened a few hundred at a time, as users arrive, not all in one instant: --opening 0
    // opens them all at once, like every browser reconnecting after a restart.
    let opening = 0;
    let slotFreed = () => {};
    const freeSlot = () => {
      opening -= 1;
      slotFreed();
    };
    console.log(
      `Opening ${MEMBERS} live connections to ${INSTANCES} instance(s), ${OPENING || 'all'} at a time…`,
    );
    const openingStarted = performance.now();
    const dropsBefore = listenDrops();
    // Opening goes on while streams keep opening or failing, however slowly; half a minute without either
    // ends it (streams still reconnecting then count as failed).
    let lastProgress = performance.now();
    const stalled = () => performance.now() - lastProgress > 30_000;
    for (const [index, user] of users.entries()) {
      while (OPENING > 0 && opening >= OPENING && !stalled()) {
        await Promise.race([new Promise<void>((resolve) => (slotFreed = resolve)), sleep(1000)]);
      }
      if (stalled()) break;
      opening += 1;
      let waitingForFirst = true;
      const firstOutcome = () => {
        lastProgress = performance.now();
        if (!waitingForFirst) return;
        waitingForFirst = false;
        freeSlot();
      };
      let refusal: string | undefined;
      const source = new EventSource(`${serverOf(index).base}/api/groups/live`, {
        fetch: async (input, init) => {
          const response = await fetchWith(input, {
            ...init,
            headers: { ...init?.headers, authorization: `Bearer ${user.token}` },
          });
          if (!response.ok) {
            const body = (await response
              .clone()
              .json()
              .catch(() => ({}))) as { code?: string };
            refusal = `HTTP ${response.status} ${body.code ?? ''}`.trim();
          }
          return response;
        },
      });
      streams.push(source);
      source.addEventListener('ready', () => {
        held.add(source);
        firstOutcome();
      });
      source.addEventListener('error', (event) => {
        held.delete(source);
        countError(refusal ?? event.message ?? 'error without a message');
        refusal = undefined;
        firstOutcome();
      });
      source.addEventListener('presence', (event) => {
        const { userId, presence } = JSON.parse(event.data) as {
          userId: string;
          presence: { status: string };
        };
        const change = pending.get(userId);
        if (!change || userId === user.id || presence.status !== change.status) return;
        delays.push(performance.now() - change.sentAt);
        change.waiting -= 1;
        if (change.waiting === 0) pending.delete(userId);
      });
    }
    while (!stalled() && streams.some((s) => !held.has(s) && s.readyState !== EventSource.CLOSED)) {
      await sleep(250);
    }
    const openingSeconds = (performance.now() - openingStarted) / 1000;
    await sleep(2000);
    const rssAfter = servers.map((s) => rssOf(s.child.pid!));
    const heldAfterOpening = held.size;
    const heldOn = servers.map(
      (_, i) => streams.filter((s, k) => k % servers.length === i && held.has(s)).length,
    );
    const dropsAfter = listenDrops();

    console.log(`Changing ${RATE} statuses a second for ${DURATION_S} s…`);
    let sent = 0;
    let failed = 0;
    const started = performance.now();
    let next = 0;
    while (performance.now() - started < DURATION_S * 1000) {
      const position = next % users.length;
      const user = users[position]!;
      const index = next;
      next += 1;
      if (pending.has(user.id)) continue;
      const status = Math.floor(index / users.length) % 2 === 0 ? 'focusing' : 'break';
      pending.set(user.id, {
        sentAt: performance.now(),
        status,
        waiting: (groupOf.get(user.id)?.length ?? 1) - 1,
      });
      const phase = status === 'focusing' ? 'focus' : 'break';
      fetchWith(`${serverOf(position).base}/api/presence/timer`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token.get(user.id)}`, 'content-type': 'application/json' },
        body: JSON.stringify({ phase, endsInMs: 25 * 60_000 }),
      })
        .then((res) => {
          if (!res.ok) failed += 1;
          return res.arrayBuffer();
        })
        .catch(() => {
          failed += 1;
        });
      sent += 1;
      await sleep(1000 / RATE);
    }
    await sleep(3000);

    delays.sort((a, b) => a - b);
    const expected = sent * (GROUP_SIZE - 1);
    console.log('');
    console.log(`instances                 ${INSTANCES}${redis ? ' (Redis pub/sub)' : ''}`);
    console.log(
      `connections held          ${heldAfterOpening} of ${MEMBERS} after ${openingSeconds.toFixed(1)} s (${(heldAfterOpening / openingSeconds).toFixed(0)} a second), ${held.size} at the end`,
    );
    const closed = streams.filter((s) => s.readyState === EventSource.CLOSED).length;
    const reconnecting = streams.filter((s) => s.readyState === EventSource.CONNECTING).length;
    console.log(
      `streams failed            ${closed} closed, ${reconnecting} still reconnecting, ${MEMBERS - streams.length} never opened (no progress for 30 s)`,
    );
    for (const [kind, count] of [...errorKinds].sort((a, b) => b[1] - a[1])) {
      console.log(`  error                   ${count} × ${kind}`);
    }
    console.log(
      `listen queue (machine)    ${dropsAfter.overflows - dropsBefore.overflows} overflows, ${dropsAfter.cookiesFailed - dropsBefore.cookiesFailed} failed SYN cookies while opening`,
    );
    servers.forEach((_, i) => {
      for (const [kind, count] of logWarnings(path.join(work, `server-${i}.log`))) {
        console.log(`  server ${i + 1} log          ${count} × ${kind}`);
      }
    });
    console.log(
      `open files limit          bench ${openFilesLimit('self')}, server ${servers.map((s) => openFilesLimit(s.child.pid!)).join(', ')}`,
    );
    console.log(`status changes            ${sent} (${failed} failed)`);
    console.log(`deliveries                ${delays.length} of ${expected} expected`);
    console.log(`delivery p50              ${percentile(delays, 50).toFixed(1)} ms`);
    console.log(`delivery p99              ${percentile(delays, 99).toFixed(1)} ms`);
    rssAfter.forEach((after, i) => {
      const perConnection = (after - rssBefore[i]!) / heldOn[i]!;
      console.log(
        `memory, instance ${i + 1}        ${(after / 1048576).toFixed(0)} MB resident, ${(perConnection / 1024).toFixed(1)} kB per connection`,
      );
    });
  } finally {
    for (const stream of streams) stream.close();
    for (const server of servers) await server.stop();
    redis?.stop();
    await database.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
