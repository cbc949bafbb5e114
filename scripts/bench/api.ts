// `npm run bench`: throughput of the signed-in API against this machine's limit, in one run.
//
// Starts, each on a fresh PostgreSQL database on the local server (BENCH_PG_URL to use another):
//   - the limit: plain node:http answering one prepared one-row SELECT (bare-limit-server.ts);
//   - the production start of the app, logging at its default level into a file as a log collector would.
// Seeds users with sessions and tasks, then runs autocannon (50 connections) on every signed-in read and
// write the timer and the board make every minute, and on a mixed "one user's minute". Prints req/s,
// p50, p99, errors and the share of the limit, which is measured again between every two targets (the
// machine's load moves). It prints figures; it never fails on them.
//
//   npm run bench                       10 s per target
//   npm run bench -- --duration 20      longer runs for steadier figures
//   npm run bench -- --only tasks       targets whose name contains "tasks" ("a|b": either)
//   npm run bench -- --users N          users for the reads and most writes (24 000)
//   npm run bench -- --time-claim-users N   the time claim's own users (24 000, so every claim pays)
//   npm run bench -- --cpu-prof DIR     also write the server's V8 CPU profile into DIR (open it in
//                                       Chrome DevTools or speedscope)
//   npm run bench -- --node-args "--max-semi-space-size=32"   Node or V8 flags for the server, to try them
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createScratchDatabase } from '../lib/scratch-database';
import { freePort, root, startServer } from '../lib/server-process';
import { type CpuCost, createCpuMeter, type DatabaseWrites } from './cpu-meter';
import { type SeededUser, seedUsers } from './seed-users';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const DURATION = Number(arg('duration') ?? 10);
const ONLY = arg('only');
const CPU_PROF = arg('cpu-prof');
const NODE_ARGS = (arg('node-args') ?? '').split(' ').filter(Boolean);
const CONNECTIONS = 50;
const USERS = Number(arg('users') ?? 24_000);
// The time claim's own users, without tasks: a claim pays when at least one unit of wall-clock time
// (1.8 s) has passed since the user's last one, so at ~6 000 claims a second every request pays only
// with more than ~11 000 users taking turns. With a tenth of USERS, two claims in three were cut to
// nothing and measured as cheap no-ops.
const TIME_CLAIM_USERS = Number(arg('time-claim-users') ?? 24_000);
const TASKS_PER_USER = 20;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-000';
const GOALS = { read: 0.5, write: 0.25, p99Ms: 50 };

type Request = { method: string; path: string; headers: Record<string, string>; body?: string };
type Target = {
  name: string;
  kind: 'read' | 'write' | 'mixed' | 'limit';
  /** Users this target may use; writes get their own slices so one target's writes do not change another's. */
  users: SeededUser[];
  /** One request, or the sequence one connection repeats (a user's minute). */
  steps: ((user: SeededUser, round: number) => Request)[];
  /** For the mixed workload: the targets its steps are, to predict its share from theirs. */
  parts?: string[];
};

const json = { 'content-type': 'application/json' };
const bearer = (user: SeededUser) => ({ authorization: `Bearer ${user.token}` });
const get = (p: string) => (user: SeededUser) => ({ method: 'GET', path: p, headers: bearer(user) });
const post = (p: string, body: unknown) => (user: SeededUser) => ({
  method: 'POST',
  path: p,
  headers: { ...bearer(user), ...json },
  body: JSON.stringify(body),
});

// Each reorder user's board as the bench last left it: the two zones in rank order, starting from the
// seed's layout (even tasks "must do", odd tasks "can do", two ranks per pair).
const boards = new Map<string, { mustDo: string[]; canDo: string[]; drags: number }>();

/**
 * What the board sends after one drag: the whole list with zones and ranks, one task moved, as a user's
 * drag does. Deterministic, never a drop in place. Each request writes: a drag that moves nothing plans no
 * change, and the old body (the list rotated by the pass number) was the same drag on each visit of a user
 * (2 400 users, 20 tasks), so after its first visit a reorder wrote nothing.
 */
function reorderBody(user: SeededUser) {
  let board = boards.get(user.id);
  if (!board) {
    board = {
      mustDo: user.taskIds.filter((_, i) => i % 2 === 0),
      canDo: user.taskIds.filter((_, i) => i % 2 === 1),
      drags: 0,
    };
    boards.set(user.id, board);
  }
  const drag = ++board.drags;
  const [from, to] = drag % 2 ? [board.mustDo, board.canDo] : [board.canDo, board.mustDo];
  const source = from.length > 1 ? from : to;
  const [moved] = source.splice((drag * 7) % source.length, 1);
  // Every fifth drag crosses to the other zone; the others move within the zone.
  const target = drag % 5 === 0 && source === from ? to : source;
  let at = (drag * 3 + 1) % (target.length + 1);
  if (target === source && at === (drag * 7) % (source.length + 1)) at = (at + 1) % (target.length + 1);
  target.splice(at, 0, moved as string);
  const place = (priority: string) => (id: string, order: number) => ({ id, priority, order });
  return {
    orderedTasks: [...board.mustDo.map(place('must do')), ...board.canDo.map(place('can do'))],
  };
}

const toggleStep = (user: SeededUser, round: number): Request => ({
  method: 'PATCH',
  path: `/api/tasks/${user.taskIds[round % user.taskIds.length]}/toggle`,
  headers: bearer(user),
});

function targets(users: SeededUser[], timeClaimers: SeededUser[]): Target[] {
  // Disjoint slices: complete-pomodoro credits only what claimed focus time covers, so it gets the most users.
  const slice = (from: number, to: number) =>
    users.slice(Math.floor(from * users.length), Math.floor(to * users.length));
  const readers = slice(0, 0.2);
  const coinWriters = slice(0.2, 0.3);
  const timeWriters = timeClaimers;
  const pomodoroWriters = slice(0.4, 0.8);
  const togglers = slice(0.8, 0.85);
  const reorderers = slice(0.85, 0.9);
  const mixed = slice(0.9, 1);
  return [
    {
      name: 'GET /api/health',
      kind: 'read',
      users: readers,
      steps: [() => ({ method: 'GET', path: '/api/health', headers: {} })],
    },
    {
      name: 'GET /api/auth/verify-session',
      kind: 'read',
      users: readers,
      steps: [get('/api/auth/verify-session')],
    },
    { name: 'GET /api/auth/user-level', kind: 'read', users: readers, steps: [get('/api/auth/user-level')] },
    {
      name: 'GET /api/auth/can-level-upgrade',
      kind: 'read',
      users: readers,
      steps: [get('/api/auth/can-level-upgrade')],
    },
    { name: 'GET /api/user/stats', kind: 'read', users: readers, steps: [get('/api/user/stats')] },
    {
      name: 'GET /api/user-activity/total-time-spent',
      kind: 'read',
      users: readers,
      steps: [get('/api/user-activity/total-time-spent')],
    },
    { name: 'GET /api/tasks (20 tasks)', kind: 'read', users: readers, steps: [get('/api/tasks')] },
    {
      name: 'GET /api/tasks/remaining-pomodoros',
      kind: 'read',
      users: readers,
      steps: [get('/api/tasks/remaining-pomodoros')],
    },
    {
      name: 'POST /api/auth/save-coin',
      kind: 'write',
      users: coinWriters,
      steps: [post('/api/auth/save-coin', { coins: 1 })],
    },
    {
      name: 'POST /api/user-activity/update-time-spent',
      kind: 'write',
      users: timeWriters,
      steps: [post('/api/user-activity/update-time-spent', { timeSpentInSeconds: 32 })],
    },
    {
      name: 'POST /api/tasks/complete-pomodoro',
      kind: 'write',
      users: pomodoroWriters,
      steps: [(user) => post('/api/tasks/complete-pomodoro', { taskId: user.taskIds[0] })(user)],
    },
    {
      name: 'PATCH /api/tasks/:id/toggle',
      kind: 'write',
      users: togglers,
      steps: [toggleStep],
    },
    {
      name: 'PATCH /api/tasks/reorder (20 tasks)',
      kind: 'write',
      users: reorderers,
      steps: [
        (user) => ({
          method: 'PATCH',
          path: '/api/tasks/reorder',
          headers: { ...bearer(user), ...json },
          body: JSON.stringify(reorderBody(user)),
        }),
      ],
    },
    {
      // A write to the board and the read the board makes after each of its writes (its query is
      // invalidated): the board's usual pattern, since GET /api/tasks has no timer of its own (the
      // estimate box reads remaining-pomodoros every minute). Same users as the toggle target, which runs
      // first and leaves some of each board finished: the read here lists fewer than 20 tasks.
      name: 'toggle, then the board read (2 requests)',
      kind: 'mixed',
      users: togglers,
      steps: [toggleStep, get('/api/tasks')],
      parts: ['PATCH /api/tasks/:id/toggle', 'GET /api/tasks (20 tasks)'],
    },
    {
      // What one signed-in tab sends in a focused minute: the claims, then the reads the coin and time
      // events trigger, the estimate box's refresh and a session check.
      name: "one user's minute (9 requests)",
      kind: 'mixed',
      users: mixed,
      steps: [
        post('/api/auth/save-coin', { coins: 1 }),
        post('/api/user-activity/update-time-spent', { timeSpentInSeconds: 32 }),
        get('/api/auth/user-level'),
        get('/api/auth/can-level-upgrade'),
        get('/api/user/stats'),
        get('/api/user-activity/total-time-spent'),
        get('/api/tasks/remaining-pomodoros'),
        get('/api/tasks'),
        get('/api/auth/verify-session'),
      ],
      parts: [
        'POST /api/auth/save-coin',
        'POST /api/user-activity/update-time-spent',
        'GET /api/auth/user-level',
        'GET /api/auth/can-level-upgrade',
        'GET /api/user/stats',
        'GET /api/user-activity/total-time-spent',
        'GET /api/tasks/remaining-pomodoros',
        'GET /api/tasks (20 tasks)',
        'GET /api/auth/verify-session',
      ],
    },
  ];
}

/**
 * The target's users were active a moment ago, as the timer's users are (its tab reads every minute):
 * a session records its last use at most once a minute (services/auth/sessions.ts), so the first request
 * of a session unused for a minute also writes that. Without this, a write target, which uses most of its
 * users once, would measure that second write with nearly every request. The mixed minute keeps it: its
 * users' first request in the run writes the session's use (more often than a real minute would, as
 * the run compresses each user's minute into a few seconds).
 */
async function markSessionsActive(databaseUrl: string, users: SeededUser[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Only sessions that would write within the run: rewriting rows the next reads hit costs those reads.
    await client.query(
      `update sessions set last_used_at = now()
       where user_id = any($1::uuid[]) and last_used_at < now() - interval '30 seconds'`,
      [users.map((user) => user.id)],
    );
  } finally {
    await client.end();
  }
}

type Figures = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  /** CPU of the server process and of PostgreSQL per request, in µs (cpu-meter.ts). */
  cpu: { serverUs: number; pgUs: number };
  /** Written per request: WAL bytes, and ledger rows (the share of claims that paid). */
  written: { walBytes: number; ledgerRows: number };
};
type Meter = {
  pid: number;
  measure: <T>(
    pid: number,
    work: () => Promise<T>,
  ) => Promise<{ result: T; cpu: CpuCost; written: DatabaseWrites }>;
};

async function hammer(base: string, target: Target, meter: Meter): Promise<Figures> {
  let next = 0;
  let round = 0;
  // Each connection takes the next user for each pass through the steps.
  const requests = target.steps.map((step, index) => ({
    setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => {
      if (index === 0) {
        context.user = target.users[next++ % target.users.length];
        context.round = round++;
      }
      const built = step(context.user as SeededUser, context.round as number);
      return { ...request, ...built };
    },
  }));
  const run = (duration: number) =>
    autocannon({ url: base, connections: CONNECTIONS, duration, requests: requests as never });
  await run(2); // warm-up: JIT, pool connections, caches
  const { result, cpu, written } = await meter.measure(meter.pid, () => run(DURATION));
  const served = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    requests: result.requests.total,
    cpu: { serverUs: cpu.serverUs / served, pgUs: cpu.pgUs / served },
    written: { walBytes: written.walBytes / served, ledgerRows: written.ledgerRows / served },
  };
}

async function startLimitServer(databaseUrl: string, measure: Meter['measure']) {
  const port = await freePort();
  const child = fork(path.join(import.meta.dirname, 'bare-limit-server.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: 'inherit',
  });
  await new Promise((resolve) => child.once('message', resolve));
  const run = (users: SeededUser[], route: string) =>
    hammer(
      `http://127.0.0.1:${port}`,
      {
        name: 'limit',
        kind: 'limit',
        users,
        steps: [(user) => ({ method: 'GET', path: `${route}?id=${user.id}`, headers: {} })],
      },
      { pid: child.pid!, measure },
    );
  return {
    measure: (users: SeededUser[]) => run(users, '/'),
    /** The same server's one-row UPDATE: the least a durable write costs here. */
    measureWrite: (users: SeededUser[]) => run(users, '/write'),
    /** The same server's transaction that locks the row, then updates it: the app's writes' shape. */
    measureLockedWrite: (users: SeededUser[]) => run(users, '/locked-write'),
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Planner statistics for the seeded tables, as autovacuum keeps them on a database in use. Without them
 * the planner takes the bulk-filled tables for empty, and the plans each server connection caches for the
 * statistics triggers' statements (plpgsql keeps them for the connection) stay the ones chosen for empty
 * tables until autovacuum gets round to them: on one connection a focus claim cost 330 µs of database
 * time instead of 170.
 */
async function analyze(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

async function main() {
  const database = await createScratchDatabase(process.env.BENCH_DB_PREFIX ?? 'focus_room_bench');
  const work = mkdtempSync(path.join(os.tmpdir(), 'focus-room-bench-api-'));
  const logFile = path.join(work, 'server.log');
  console.log(`Database: ${database.url} (fresh, dropped at the end)`);
  console.log(`Server log: ${logFile} (LOG_LEVEL=info, the default)`);
  if (NODE_ARGS.length) console.log(`Server node flags: ${NODE_ARGS.join(' ')}`);
  const server = await startServer({
    env: { DATABASE_URL: database.url, JWT_SECRET, DATA_DIR: work, LOG_LEVEL: 'info' },
    logFile,
    nodeArgs: [...NODE_ARGS, ...(CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROF)}`] : [])],
  });
  try {
    const started = Date.now();
    const users = await seedUsers({
      databaseUrl: database.url,
      jwtSecret: JWT_SECRET,
      count: USERS,
      tasksPerUser: TASKS_PER_USER,
      ageMs: 3 * 3_600_000,
      withHistory: true,
    });
    const timeClaimers = await seedUsers({
      databaseUrl: database.url,
      jwtSecret: JWT_SECRET,
      count: TIME_CLAIM_USERS,
      tasksPerUser: 0,
      ageMs: 3 * 3_600_000,
      withHistory: true,
      prefix: 'bench-time',
    });
    await analyze(database.url);
    console.log(
      `Seeded ${users.length} users with ${TASKS_PER_USER} tasks each and ${timeClaimers.length} for the ` +
        `time claim, their statistics rows and planner statistics in ${Date.now() - started} ms.`,
    );
    console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s per target after a 2 s warm-up\n`);

    // The machine is shared and its load moves within a run, so the limit is measured again between
    // every two targets, and each target is compared with the mean of the limit runs on either side of it.
    const meter = await createCpuMeter(database.url);
    const limitServer = await startLimitServer(database.url, meter.measure);
    const results: { target: Target; figures: Figures; limit: Figures }[] = [];
    const limits: Figures[] = [];
    const writeLimits: Figures[] = [];
    const lockedWriteLimits: Figures[] = [];
    try {
      limits.push(await limitServer.measure(users));
      const selected = targets(users, timeClaimers).filter(
        (target) => !ONLY || ONLY.split('|').some((part) => target.name.includes(part)),
      );
      // The write limit updates users no target uses (the slice the time claim had before it got its own),
      // so its row versions are not in the way of a target's reads or writes.
      const writeLimitUsers = users.slice(Math.floor(0.3 * users.length), Math.floor(0.4 * users.length));
      const measureWriteLimits = async () => {
        writeLimits.push(await limitServer.measureWrite(writeLimitUsers));
        lockedWriteLimits.push(await limitServer.measureLockedWrite(writeLimitUsers));
      };
      if (selected.some((target) => target.kind === 'write')) await measureWriteLimits();
      for (const target of selected) {
        if (target.kind !== 'mixed') await markSessionsActive(database.url, target.users);
        const figures = await hammer(server.base, target, { pid: server.child.pid!, measure: meter.measure });
        limits.push(await limitServer.measure(users));
        results.push({ target, figures, limit: mean(limits.at(-2)!, limits.at(-1)!) });
      }
      if (writeLimits.length) await measureWriteLimits();
    } finally {
      await limitServer.stop();
      await meter.close();
    }
    const writeLimit = writeLimits.length === 2 ? mean(writeLimits[0]!, writeLimits[1]!) : undefined;
    const rows = results.map(({ target, figures, limit }) => ({
      ...row(target.name, figures, limit, target.kind),
      ...(writeLimit
        ? { 'of write limit': target.kind === 'write' ? (figures.rps / writeLimit.rps).toFixed(2) : '' }
        : {}),
    }));
    console.table(rows);
    console.log(
      'cpu µs/req: CPU time per request of the server process (the limit: its bare server) plus the ' +
        "PostgreSQL backends; cpu share: the limit's CPU per request over the target's, a second share " +
        'estimate, less moved by the load than req/s (fixed costs weigh more when few requests are served). ' +
        "WAL bytes/req: what the database logged per request (every row a write changes, its triggers' " +
        'included); ledger rows/req: coin and focus-time ledger rows per request, i.e. the share of claims ' +
        'that paid (the wall clock cuts a claim sent again too soon to nothing, and that writes no row).',
    );
    const rps = limits.map((l) => Math.round(l.rps));
    console.log(
      `Limit (node:http + pg, one prepared SELECT) measured ${limits.length} times, between the targets: ` +
        `${Math.min(...rps)}–${Math.max(...rps)} req/s, p99 ${Math.min(...limits.map((l) => l.p99))}–` +
        `${Math.max(...limits.map((l) => l.p99))} ms. Each share is against the mean of the two runs around it.`,
    );
    if (writeLimit) {
      const wrps = writeLimits.map((l) => Math.round(l.rps));
      console.log(
        `Write limit (the same server, one prepared one-row UPDATE committed with its WAL flush), at the start ` +
          `and the end: ${wrps.join(' and ')} req/s, p99 ${writeLimits.map((l) => l.p99).join(' and ')} ms, ` +
          `${Math.round(writeLimit.cpu.serverUs)}+` +
          `${Math.round(writeLimit.cpu.pgUs)} cpu µs/req, ${Math.round(writeLimit.written.walBytes)} WAL bytes/req. ` +
          `"of write limit": a write target's req/s over it, the least any durable write costs here.`,
      );
    }
    if (lockedWriteLimits.length === 2) {
      // Measured next to the first and the last limit run: its share is against their mean.
      const locked = mean(lockedWriteLimits[0]!, lockedWriteLimits[1]!);
      const around = mean(limits[0]!, limits.at(-1)!);
      console.log(
        `Locked-write limit (the same server, one transaction: begin, the row locked, the UPDATE, commit; ` +
          `four statements, the two on the row prepared), at the start and the end: ` +
          `${lockedWriteLimits.map((l) => Math.round(l.rps)).join(' and ')} req/s, ` +
          `${(locked.rps / around.rps).toFixed(2)} of the limit, p99 ` +
          `${lockedWriteLimits.map((l) => l.p99).join(' and ')} ms, ${Math.round(locked.cpu.serverUs)}+` +
          `${Math.round(locked.cpu.pgUs)} cpu µs/req: the most a write shaped as the app's writes can reach ` +
          "here, before authentication, validation, the rule's own reads and the ORM.",
      );
    }
    for (const { target, figures, limit } of results) {
      if (!target.parts) continue;
      // A sequence of requests takes the sum of their times: its expected share is the harmonic mean of
      // the parts' shares measured alone. The goals' own mix is what the goals make of it.
      const share = (name: string) => {
        const part = results.find((r) => r.target.name === name);
        return part ? part.figures.rps / part.limit.rps : undefined;
      };
      const shares = target.parts.map(share);
      const goalShare =
        target.parts.length /
        target.parts.reduce((sum, name) => sum + 1 / (name.startsWith('GET') ? GOALS.read : GOALS.write), 0);
      const predicted = shares.every((v) => v !== undefined)
        ? (target.parts.length / shares.reduce((sum, v) => sum + 1 / v!, 0)).toFixed(2)
        : 'n/a (parts not run)';
      console.log(
        `${target.name}: ${(figures.rps / limit.rps).toFixed(2)} of the limit; its parts measured alone predict ` +
          `${predicted}; at the goals (reads ${GOALS.read}, writes ${GOALS.write}) it would be ${goalShare.toFixed(2)}.`,
      );
    }
    console.log(
      `Goals: reads ≥ ${GOALS.read}, writes ≥ ${GOALS.write} of the limit, p99 < ${GOALS.p99Ms} ms at ${CONNECTIONS} connections.`,
    );
    console.log(
      `Load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (${os.cpus().length} cores).`,
    );
    console.log(`Server log: ${(statSync(logFile).size / 1e6).toFixed(1)} MB written during the run.`);
  } finally {
    await server.stop();
    await database.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

const cpuUs = (f: Figures) => f.cpu.serverUs + f.cpu.pgUs;

function mean(a: Figures, b: Figures): Figures {
  const avg = (x: number, y: number) => (x + y) / 2;
  return {
    rps: avg(a.rps, b.rps),
    p50: avg(a.p50, b.p50),
    p99: avg(a.p99, b.p99),
    errors: a.errors + b.errors,
    requests: a.requests + b.requests,
    cpu: { serverUs: avg(a.cpu.serverUs, b.cpu.serverUs), pgUs: avg(a.cpu.pgUs, b.cpu.pgUs) },
    written: {
      walBytes: avg(a.written.walBytes, b.written.walBytes),
      ledgerRows: avg(a.written.ledgerRows, b.written.ledgerRows),
    },
  };
}

function row(name: string, f: Figures, limit: Figures, kind: Target['kind']) {
  const share = f.rps / limit.rps;
  const goal = kind === 'read' ? GOALS.read : kind === 'write' ? GOALS.write : undefined;
  const met = goal === undefined ? '' : share >= goal && f.p99 < GOALS.p99Ms ? 'yes' : 'no';
  return {
    target: name,
    'req/s': Math.round(f.rps),
    'p50 ms': f.p50,
    'p99 ms': f.p99,
    errors: f.errors,
    'limit req/s': Math.round(limit.rps),
    share: share.toFixed(2),
    'goal met': met,
    'cpu µs/req': `${Math.round(f.cpu.serverUs)}+${Math.round(f.cpu.pgUs)}`,
    'limit cpu µs/req': `${Math.round(limit.cpu.serverUs)}+${Math.round(limit.cpu.pgUs)}`,
    'cpu share': (cpuUs(limit) / cpuUs(f)).toFixed(2),
    'WAL bytes/req': Math.round(f.written.walBytes),
    'ledger rows/req': f.written.ledgerRows.toFixed(2),
  };
}

process.chdir(root);
await main();
