// Two instances: two production servers on one PostgreSQL database and one Redis (REDIS_URL), requests
// alternating between them as a load balancer would send them. A session made on one works on the other;
// a logout on one is refused at once on the other; rate-limit counters add up across both; concurrent
// upgrades of one user through both spend exactly once; the mixed workload keeps every invariant; study
// group members split between the two see a session change made on the other live (Redis pub/sub).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { limits } from '../../apps/server/src/routes/api/auth/rate-limits';
import { upgradeCost } from '../../packages/core/src/levels/cost-table';
import { type SeededUser, seedUsers } from '../bench/seed-users';
import { createScratchDatabase } from '../lib/scratch-database';
import type { ServerProcess } from '../lib/server-process';
import { connectPostgres, type OpenDatabase } from './database';
import { createHttpClient, type HttpClient, hasErrorShape, jsonOf, type Outcome } from './http-client';
import { checkApiTotals, checkDatabase } from './invariants';
import { IN_SYNC_LIMIT_MS, type LiveClients, openLiveClients, seedLiveGroups } from './live-clients';
import {
  DB_PREFIX,
  JWT_SECRET,
  type ScenarioResult,
  sleep,
  startSoakServer,
  timed,
  workFolder,
} from './scenario';
import { count5xx, newJournal, newStats, runWorkload, statusSummary } from './workload';

export const REDIS_URL = process.env.SOAK_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
/** Study groups of 4 whose members hold live streams, half on each instance, during the workload. */
const LIVE_GROUPS = 3;
/** Live checks during the mixed workload, this far apart. */
const LIVE_CHECK_EVERY_MS = 2_000;

export function twoInstancesScenario(options: { seconds: number; workers: number; users: number }) {
  return timed('two instances', async (result: ScenarioResult) => {
    const fail = (message: string) => result.failures.push(message);
    // Only this database index, never the whole server: FLUSHDB, not FLUSHALL.
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    await redis.flushdb();
    const database = await createScratchDatabase(`${DB_PREFIX}_two`);
    const work = workFolder('two');
    const servers: ServerProcess[] = [];
    const db = await connectPostgres(database.url);
    let live: LiveClients | undefined;
    try {
      for (const name of ['a', 'b']) {
        servers.push(
          await startSoakServer({
            databaseUrl: database.url,
            dataDir: path.join(work.dir, name),
            logFile: path.join(work.dir, `${name}.log`),
            env: { REDIS_URL },
          }),
        );
      }
      const [a, b] = servers.map((server) => createHttpClient(server.base, options.workers)) as [
        HttpClient,
        HttpClient,
      ];
      const logOf = (index: number) => path.join(work.dir, `${['a', 'b'][index]}.log`);

      const sessions = await sessionsAcrossInstances(a, b, () => logOf(0), fail);
      const rateLimit = await rateLimitAcrossInstances(a, b, sessions.loginsSoFar, fail);
      const upgrades = await concurrentUpgrades(db, a, b, fail);

      // The mixed workload, alternating between the two.
      const users = await seedUsers({
        databaseUrl: db,
        jwtSecret: JWT_SECRET,
        count: options.users,
        tasksPerUser: 10,
        ageMs: 3 * 3_600_000,
        prefix: 'two',
      });
      // Members from the end of the list, away from the workload's hot users.
      const groups = await seedLiveGroups(servers[0]!.base, users.slice(-LIVE_GROUPS * 4), LIVE_GROUPS);
      live = openLiveClients(
        servers.map((server) => server.base),
        groups,
      );
      await live.ready();
      const journal = newJournal(users);
      const stats = newStats();
      const deadline = Date.now() + options.seconds * 1000;
      const load = runWorkload({
        clients: [a, b],
        users,
        journal,
        stats,
        workers: options.workers,
        hotUsers: 10,
        hotShare: 0.3,
        until: () => Date.now() >= deadline,
      });
      const inSync: number[] = [];
      while (Date.now() + LIVE_CHECK_EVERY_MS < deadline) {
        await sleep(LIVE_CHECK_EVERY_MS);
        const check = await live.checkInSync(Date.now());
        if ('failure' in check) fail(`live across instances: ${check.failure}`);
        else {
          inSync.push(check.ms);
          if (check.ms > IN_SYNC_LIMIT_MS) fail(`live across instances: in sync after ${check.ms} ms`);
        }
      }
      await load;
      if (count5xx(stats) + stats.connectionErrors + stats.timeouts > 0) {
        fail(
          `mixed workload: ${statusSummary(stats)}, ${stats.connectionErrors + stats.timeouts} unanswered: ${stats.samples.join(' | ')}`,
        );
      }
      const rows = await checkDatabase(db, journal);
      const tokens = new Map(users.map((u) => [u.id, u.token]));
      const viaA = await checkApiTotals(db, a, tokens);
      const viaB = await checkApiTotals(db, b, tokens);
      result.failures.push(...rows.failures, ...viaA.failures, ...viaB.failures);
      a.close();
      b.close();
      Object.assign(result.figures, {
        'session checks across instances': sessions.checks,
        'logins until 429 (limit per address)': `${rateLimit.allowed} (limit ${limits.loginPerIp.points})`,
        'upgrade races': `${upgrades.users} users × ${upgrades.requests} concurrent requests, ${upgrades.successes} spent`,
        'mixed requests': stats.requests,
        statuses: statusSummary(stats),
        'users checked': rows.usersChecked,
        'live clients (half on each instance)': live.clients.length,
        'live session changes seen by every member after (ms)': inSync.join(', '),
      });
    } finally {
      live?.close();
      await Promise.all(servers.map((server) => server.stop()));
      await db.close();
      await database.drop();
      work.remove();
      await redis.flushdb();
      redis.disconnect();
    }
  });
}

/** Register on A, verify on B, log in on A and use the token on B, log out on B: refused on A at once. */
async function sessionsAcrossInstances(
  a: HttpClient,
  b: HttpClient,
  logFile: () => string,
  fail: (m: string) => void,
) {
  const email = `two-${Date.now().toString(36)}@soak.test`;
  const password = 'Focus123$';
  let checks = 0;
  const expect = (label: string, outcome: Outcome, status: number) => {
    checks += 1;
    const actual = outcome.kind === 'answer' ? outcome.status : outcome.kind;
    if (actual !== status)
      fail(
        `${label}: expected ${status}, got ${actual} ${outcome.kind === 'answer' ? outcome.body.slice(0, 120) : ''}`,
      );
  };
  expect(
    'register on A',
    await a.send({
      method: 'POST',
      path: '/api/auth/register',
      json: { username: email.split('@')[0], email, password },
    }),
    201,
  );
  const code = await codeFromLog(logFile(), email);
  expect(
    'verify the code on B',
    await b.send({ method: 'POST', path: '/api/auth/verify-otp', json: { email, otp: code } }),
    200,
  );
  const login = await a.send({
    method: 'POST',
    path: '/api/auth/login',
    json: { identifier: email, password },
  });
  expect('login on A', login, 200);
  const token = (jsonOf(login) as { token?: string } | undefined)?.token ?? '';
  expect(
    'the session from A on B',
    await b.send({ method: 'GET', path: '/api/auth/verify-session', token }),
    200,
  );
  expect(
    'the session from A on A',
    await a.send({ method: 'GET', path: '/api/auth/verify-session', token }),
    200,
  );
  expect('logout on B', await b.send({ method: 'POST', path: '/api/auth/logout', token }), 200);
  expect(
    'the ended session on A, at once',
    await a.send({ method: 'GET', path: '/api/auth/verify-session', token }),
    401,
  );
  expect(
    'the ended session on B',
    await b.send({ method: 'GET', path: '/api/auth/verify-session', token }),
    401,
  );
  expect(
    'a write with the ended session on A',
    await a.send({ method: 'POST', path: '/api/auth/save-coin', token, json: { coins: 1 } }),
    401,
  );
  return { checks, loginsSoFar: 1 };
}

async function codeFromLog(file: string, email: string) {
  for (let i = 0; i < 100; i += 1) {
    for (const line of readFileSync(file, 'utf8').split('\n').reverse()) {
      if (!line.includes(email)) continue;
      const code = /\b(\d{6})\b/.exec((JSON.parse(line) as { msg: string }).msg)?.[1];
      if (code) return code;
    }
    await sleep(100);
  }
  throw new Error(`no verification code for ${email} in ${file}`);
}

/**
 * Wrong logins from one address, alternating between A and B, each for another account (so only the
 * per-address limit counts): the first 429 must come when both together reached the limit, not twice it.
 */
async function rateLimitAcrossInstances(
  a: HttpClient,
  b: HttpClient,
  loginsSoFar: number,
  fail: (m: string) => void,
) {
  const limit = limits.loginPerIp.points;
  let allowed = loginsSoFar;
  for (let attempt = 0; attempt < 2 * limit + 2; attempt += 1) {
    const outcome = await (attempt % 2 ? b : a).send({
      method: 'POST',
      path: '/api/auth/login',
      json: { identifier: `nobody-${attempt}@soak.test`, password: 'Wrong123$' },
    });
    if (outcome.kind === 'answer' && outcome.status === 429) {
      if (!hasErrorShape(outcome) || !outcome.headers['retry-after'])
        fail(`429 without the error shape or Retry-After: ${outcome.body}`);
      break;
    }
    allowed += 1;
  }
  if (allowed !== limit)
    fail(`logins from one address through both instances: ${allowed} allowed before 429, limit ${limit}`);
  return { allowed };
}

/**
 * Users with coins for exactly one level (or one 'all' purchase); many concurrent upgrade requests through
 * both instances: exactly one may spend.
 */
async function concurrentUpgrades(db: OpenDatabase, a: HttpClient, b: HttpClient, fail: (m: string) => void) {
  const base = { databaseUrl: db, jwtSecret: JWT_SECRET, tasksPerUser: 0, ageMs: 0, count: 10 };
  // Exactly the price of level 2, and of levels 2 to 4.
  const single = await seedUsers({ ...base, prefix: 'race-one', coins: upgradeCost(2) });
  const multiple = await seedUsers({
    ...base,
    prefix: 'race-all',
    coins: upgradeCost(2) + upgradeCost(3) + upgradeCost(4),
  });
  const requests = 16;
  let successes = 0;
  const race = async (users: SeededUser[], route: string, expectLevel: number) => {
    for (const user of users) {
      const outcomes = await Promise.all(
        Array.from({ length: requests }, (_, i) =>
          (i % 2 ? b : a).send({ method: 'PATCH', path: `/api/auth/${route}`, token: user.token }),
        ),
      );
      const ok = outcomes.filter((o) => o.kind === 'answer' && o.status === 200).length;
      const bad = outcomes.filter(
        (o) => o.kind !== 'answer' || (o.status !== 200 && o.status !== 400 && o.status !== 409),
      );
      successes += ok;
      if (ok !== 1)
        fail(`${route} × ${requests} through both instances for user ${user.id}: ${ok} succeeded`);
      if (bad.length)
        fail(
          `${route}: unexpected answers ${bad.map((o) => (o.kind === 'answer' ? o.status : o.kind)).join(',')}`,
        );
      const { rows } = await db.query<{ level: number; coins: number; spent: number }>(
        `select level, coins, (select -sum(delta) from coin_ledger where user_id = $1 and kind = 'upgrade')::int as spent
         from users where id = $1`,
        [user.id],
      );
      const row = rows[0];
      if (row?.level !== expectLevel || row.coins !== 0) {
        fail(
          `${route} race for user ${user.id}: level ${row?.level}, coins ${row?.coins}, spent ${row?.spent}`,
        );
      }
    }
  };
  await race(single, 'updateLevel', 2);
  await race(multiple, 'updateMultipleLevels', 4);
  return { users: single.length + multiple.length, requests, successes };
}
