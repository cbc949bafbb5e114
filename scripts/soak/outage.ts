// Database outage: during a mixed workload the database goes away twice (a TCP proxy between the server and
// PostgreSQL resets every connection and refuses new ones for a few seconds) and the server's connections
// are killed with pg_terminate_backend three times. While the database is away the server must answer 503
// with the JSON error shape (never another 5xx, never a dropped connection) and /api/health must say so;
// once it is back the server must recover by itself; nothing acknowledged may be lost. Study groups'
// members hold live streams throughout (live-clients.ts): once the server is healthy again each must show
// its group's session as the server has it within 5 s.
import path from 'node:path';
import { startTcpProxy } from '../../apps/server/src/test/tcp-proxy';
import { seedUsers } from '../bench/seed-users';
import { createScratchDatabase } from '../lib/scratch-database';
import { connectPostgres } from './database';
import { createHttpClient, hasErrorShape, type Outcome } from './http-client';
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
import { newJournal, newStats, runWorkload, statusSummary } from './workload';

const CUT_MS = 4_000;
const RECOVERY_LIMIT_MS = 15_000;
/** Study groups of 4 whose members hold live streams through the outages. */
const LIVE_GROUPS = 3;

export function outageScenario(options: { users: number; workers: number }) {
  return timed('database outage', async (result: ScenarioResult) => {
    const fail = (message: string) => {
      if (result.failures.length < 30) result.failures.push(message);
    };
    const database = await createScratchDatabase(`${DB_PREFIX}_outage`);
    const work = workFolder('outage');
    const target = new URL(database.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const admin = await connectPostgres(database.url);
    let server: Awaited<ReturnType<typeof startSoakServer>> | undefined;
    let live: LiveClients | undefined;
    try {
      server = await startSoakServer({
        databaseUrl: viaProxy.toString(),
        dataDir: work.dir,
        logFile: path.join(work.dir, 'server.log'),
      });
      const users = await seedUsers({
        databaseUrl: admin,
        jwtSecret: JWT_SECRET,
        count: options.users,
        tasksPerUser: 10,
        ageMs: 3 * 3_600_000,
        prefix: 'outage',
      });
      // Members from the end of the list, away from the workload's hot users.
      const groups = await seedLiveGroups(server.base, users.slice(-LIVE_GROUPS * 4), LIVE_GROUPS);
      live = openLiveClients(server.base, groups);
      await live.ready();
      const client = createHttpClient(server.base, options.workers + 2);
      const journal = newJournal(users);
      const stats = newStats();
      let phase: 'up' | 'away' | 'recovering' = 'up';
      let answersWhileAway = 0;
      let unavailableAnswers = 0;
      const observe = (action: string, outcome: Outcome) => {
        if (outcome.kind !== 'answer') return; // counted by the workload as connection errors
        if (outcome.status === 503) {
          unavailableAnswers += 1;
          if (!hasErrorShape(outcome))
            fail(`${action}: 503 without the error shape: ${outcome.body.slice(0, 120)}`);
          if (phase === 'up') fail(`${action}: 503 while the database was up and the server had recovered`);
        } else if (outcome.status >= 500) {
          fail(`${action}: ${outcome.status} ${outcome.body.slice(0, 120)}`);
        }
        if (phase === 'away') answersWhileAway += 1;
      };

      let done = false;
      const load = runWorkload({
        clients: [client],
        users,
        journal,
        stats,
        workers: options.workers,
        hotUsers: 10,
        until: () => done,
        observe,
      });

      const health = async () => client.send({ method: 'GET', path: '/api/health', timeoutMs: 10_000 });
      const recoveries: number[] = [];
      const inSync: number[] = [];
      const changed: number[] = [];
      const outage = async (label: string, inject: () => Promise<void>, restore: () => void) => {
        phase = 'away';
        await inject();
        const healthWhileAway = await health();
        if (
          healthWhileAway.kind !== 'answer' ||
          healthWhileAway.status !== 503 ||
          !hasErrorShape(healthWhileAway)
        ) {
          fail(`${label}: /api/health while the database was away: ${describe(healthWhileAway)}`);
        }
        await sleep(CUT_MS);
        restore();
        phase = 'recovering';
        const restored = Date.now();
        for (;;) {
          const answer = await health();
          if (answer.kind === 'answer' && answer.status === 200) break;
          if (Date.now() - restored > RECOVERY_LIMIT_MS) {
            fail(`${label}: not healthy ${RECOVERY_LIMIT_MS / 1000} s after the database came back`);
            break;
          }
          await sleep(100);
        }
        const healthy = Date.now();
        recoveries.push(healthy - restored);
        // Started at once: the check changes every group's session as soon as the server is healthy.
        const sync = live!.checkInSync(healthy);
        // Requests already waiting for a connection when it came back may still fail; then none may.
        await sleep(1_000);
        const check = await sync;
        if ('failure' in check) fail(`${label}: ${check.failure}`);
        else {
          inSync.push(check.ms);
          changed.push(check.changedMs);
          if (check.ms > IN_SYNC_LIMIT_MS) fail(`${label}: live clients in sync after ${check.ms} ms`);
        }
        phase = 'up';
      };

      let terminated = 0;
      const terminate = async () => {
        const { rows } = await admin.query<{ n: number }>(
          `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()`,
        );
        terminated += rows[0]?.n ?? 0;
      };

      await sleep(3_000);
      await outage('cut 1', async () => proxy.cut(), proxy.restore);
      await sleep(2_000);
      // Killed connections: the requests on them fail (503), the pool opens new ones at once.
      for (let i = 0; i < 3; i += 1) {
        phase = 'recovering';
        await terminate();
        await sleep(1_000);
      }
      phase = 'up';
      await sleep(2_000);
      await outage('cut 2', async () => proxy.cut(), proxy.restore);
      await sleep(3_000);
      done = true;
      await load;

      if (stats.connectionErrors + stats.timeouts > 0) {
        fail(
          `${stats.connectionErrors} connection errors, ${stats.timeouts} time-outs: ${stats.samples.join(' | ')}`,
        );
      }
      if (answersWhileAway === 0) fail('no request was answered while the database was away');
      if (unavailableAnswers === 0) fail('no 503 was seen: the outage did not reach the server');
      client.close();
      const rows = await checkDatabase(admin, journal);
      const apiClient = createHttpClient(server.base, 16);
      const api = await checkApiTotals(admin, apiClient, new Map(users.map((u) => [u.id, u.token])));
      apiClient.close();
      result.failures.push(...rows.failures, ...api.failures);
      Object.assign(result.figures, {
        requests: stats.requests,
        statuses: statusSummary(stats),
        'faults injected': `2 cuts of ${CUT_MS / 1000} s (${proxy.resets()} connections reset), 3 × pg_terminate_backend (${terminated} backends)`,
        'answered while away': answersWhileAway,
        '503 answers': unavailableAnswers,
        'recovery after the database came back (ms)': recoveries.join(', '),
        'users checked': rows.usersChecked,
        'live clients': live.clients.length,
        'live reconnects': live.reconnects,
        'live clients in sync after the database came back (ms)': inSync.join(', '),
        'of which the session change (ms)': changed.join(', '),
      });
    } finally {
      // Closed before the server stops, or they would reconnect to nothing.
      live?.close();
      await server?.stop();
      await admin.close();
      await proxy.close();
      await database.drop();
      work.remove();
    }
  });
}

function describe(outcome: Outcome) {
  return outcome.kind === 'answer' ? `${outcome.status} ${outcome.body.slice(0, 100)}` : outcome.kind;
}
