// Crash: SIGKILL the server in the middle of a burst of coin claims, upgrades and task writes, restart it on
// the same database, several times. Nothing acknowledged may be lost and nothing may be half-done (see
// invariants.ts). On PostgreSQL and on the embedded PGlite (kill, then restart on the same DATA_DIR: it must
// open, and the data must be there). Study groups' members hold live streams throughout (live-clients.ts):
// after every restart each must be back and show its group's session as the server has it within 5 s.
import path from 'node:path';
import { openPglite, openPostgres } from '../../apps/server/src/db/database';
import { type SeededUser, seedUsers } from '../bench/seed-users';
import { createScratchDatabase } from '../lib/scratch-database';
import type { ServerProcess } from '../lib/server-process';
import { connectPostgres, type OpenDatabase, openPgliteFolder } from './database';
import { createHttpClient } from './http-client';
import { checkApiTotals, checkDatabase } from './invariants';
import { IN_SYNC_LIMIT_MS, type LiveClients, openLiveClients, seedLiveGroups } from './live-clients';
import {
  DB_PREFIX,
  JWT_SECRET,
  killServer,
  type ScenarioResult,
  sleep,
  startSoakServer,
  timed,
  workFolder,
} from './scenario';
import { count5xx, type Journal, newJournal, newStats, runWorkload, type WorkloadStats } from './workload';

type Engine = 'postgres' | 'pglite';
/** Study groups of 4 whose members hold live streams through the kills. */
const LIVE_GROUPS = 3;

export function crashScenario(
  engine: Engine,
  options: { kills: number; users: number; workers: number; acknowledged: number },
) {
  return timed(
    `crash (${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'})`,
    async (result: ScenarioResult) => {
      const work = workFolder(`crash-${engine}`);
      const logFile = path.join(work.dir, 'server.log');
      const scratch = engine === 'postgres' ? await createScratchDatabase(`${DB_PREFIX}_crash`) : undefined;
      const databaseUrl = scratch?.url;
      let server: ServerProcess | undefined;
      let live: LiveClients | undefined;
      try {
        const users = await seed(engine, work.dir, databaseUrl, options.users);
        const journal = newJournal(users);
        const stats = newStats();
        let port: number | undefined;
        let restarts = 0;
        const inSync: number[] = [];
        const changed: number[] = [];
        // Once the restarted server answers /api/health (startSoakServer waits for it), every live client
        // must be back and in sync.
        const checkLive = async (back: number) => {
          const check = await live!.checkInSync(back);
          if ('failure' in check) {
            result.failures.push(`restart ${restarts}: ${check.failure}`);
            return;
          }
          inSync.push(check.ms);
          changed.push(check.changedMs);
          if (check.ms > IN_SYNC_LIMIT_MS)
            result.failures.push(`restart ${restarts}: live clients in sync after ${check.ms} ms`);
        };
        for (let kill = 0; kill < options.kills; kill += 1) {
          server = await startSoakServer({
            databaseUrl,
            dataDir: work.dir,
            logFile,
            ...(port ? { port } : {}),
          });
          const back = Date.now();
          port = server.port;
          if (kill > 0) {
            restarts += 1;
            await checkLive(back);
          } else {
            // Members from the end of the list, away from the workload's hot users.
            const groups = await seedLiveGroups(server.base, users.slice(-LIVE_GROUPS * 4), LIVE_GROUPS);
            live = openLiveClients(server.base, groups);
            await live.ready();
          }
          await burstThenKill(server, users, journal, stats, options);
        }
        // The last restart: it must open on the same database, and every invariant must hold.
        server = await startSoakServer({ databaseUrl, dataDir: work.dir, logFile, port });
        restarts += 1;
        await checkLive(Date.now());
        const liveFigures = {
          'live clients': live!.clients.length,
          'live reconnects': live!.reconnects,
          'live clients in sync after each restart (ms)': inSync.join(', '),
          'of which the session change (ms)': changed.join(', '),
        };
        // Closed before the server stops, or they would reconnect to nothing.
        live!.close();
        const client = createHttpClient(server.base, 16);
        const tokens = new Map(users.map((u) => [u.id, u.token]));
        let db: OpenDatabase | undefined;
        try {
          if (engine === 'postgres') {
            db = await connectPostgres(databaseUrl!);
            const api = await checkApiTotals(db, client, tokens);
            result.failures.push(...api.failures);
          } else {
            // The embedded database is one process's: ask the API first, then read the rows once it stopped.
            const before = await apiSnapshot(client, tokens);
            await server.stop();
            db = await openPgliteFolder(work.dir);
            const api = await compareSnapshot(db, before);
            result.failures.push(...api);
          }
          const rows = await checkDatabase(db, journal);
          result.failures.push(...rows.failures);
          const fivexx = count5xx(stats);
          if (fivexx > 0)
            result.failures.push(`${fivexx} answers were 5xx before a kill: ${stats.samples.join(' | ')}`);
          const unanswered = stats.connectionErrors + stats.timeouts;
          Object.assign(result.figures, {
            kills: options.kills,
            restarts,
            'write requests': stats.requests,
            acknowledged: [...stats.byStatus].filter(([s]) => s < 300).reduce((sum, [, n]) => sum + n, 0),
            'in flight at a kill': unanswered,
            'users checked': rows.usersChecked,
            'tasks checked': rows.tasksChecked,
            ...liveFigures,
          });
        } finally {
          client.close();
          await db?.close();
        }
      } finally {
        live?.close();
        if (server) await server.stop();
        await scratch?.drop();
        work.remove();
      }
    },
  );
}

async function seed(engine: Engine, dataDir: string, databaseUrl: string | undefined, count: number) {
  const options = { jwtSecret: JWT_SECRET, count, tasksPerUser: 10, ageMs: 3 * 3_600_000, prefix: 'crash' };
  if (engine === 'postgres') {
    // The schema comes from the server's migrations: start once, then seed.
    const db = await connectPostgres(databaseUrl!);
    try {
      await migrateOnce(databaseUrl, dataDir);
      return await seedUsers({ ...options, databaseUrl: db });
    } finally {
      await db.close();
    }
  }
  await migrateOnce(undefined, dataDir);
  const db = await openPgliteFolder(dataDir);
  try {
    return await seedUsers({ ...options, databaseUrl: db });
  } finally {
    await db.close();
  }
}

async function migrateOnce(databaseUrl: string | undefined, dataDir: string) {
  if (databaseUrl) {
    await (await openPostgres(databaseUrl, 1)).close();
  } else {
    await (await openPglite(dataDir)).close();
  }
}

/**
 * Writes from `workers` connections; SIGKILL once `acknowledged` of them were answered (whatever the
 * machine's speed) plus a random moment, so requests are caught in every stage of their transaction.
 */
async function burstThenKill(
  server: ServerProcess,
  users: SeededUser[],
  journal: Journal,
  stats: WorkloadStats,
  options: { workers: number; acknowledged: number },
) {
  const client = createHttpClient(server.base, options.workers);
  let stop = false;
  let acknowledged = 0;
  let reached: () => void = () => {};
  const enough = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const burst = runWorkload({
    clients: [client],
    users,
    journal,
    stats,
    workers: options.workers,
    hotUsers: 10,
    hotShare: 0.3,
    writesOnly: true,
    until: () => stop,
    observe: (_action, outcome) => {
      if (outcome.kind === 'answer' && outcome.status < 300 && ++acknowledged >= options.acknowledged)
        reached();
    },
  });
  await Promise.race([enough, sleep(120_000)]);
  await sleep(Math.random() * 500);
  // No new requests: only those in flight meet the kill.
  stop = true;
  await killServer(server);
  await burst;
  client.close();
}

type Snapshot = Map<string, { coins: number; time: number; level: number }>;

async function apiSnapshot(client: ReturnType<typeof createHttpClient>, tokens: Map<string, string>) {
  const snapshot: Snapshot = new Map();
  for (const [id, token] of tokens) {
    const outcome = await client.send({ method: 'GET', path: '/api/user/stats', token });
    if (outcome.kind !== 'answer' || outcome.status !== 200) continue;
    const stats = JSON.parse(outcome.body) as { currentCoins: number; totalTimeSpent: number; level: number };
    snapshot.set(id, { coins: stats.currentCoins, time: stats.totalTimeSpent, level: stats.level });
  }
  return snapshot;
}

async function compareSnapshot(db: OpenDatabase, snapshot: Snapshot) {
  const failures: string[] = [];
  if (snapshot.size === 0) failures.push('the restarted server answered no stats');
  const { rows } = await db.query<{ id: string; coins: number; level: number; time: number }>(
    `select u.id, u.coins, u.level,
       coalesce((select sum(seconds) from focus_time_ledger t where t.user_id = u.id), 0)::int as time
     from users u`,
  );
  for (const row of rows) {
    const seen = snapshot.get(row.id);
    if (seen && (seen.coins !== row.coins || seen.level !== row.level || seen.time !== row.time)) {
      failures.push(`user ${row.id}: API said ${JSON.stringify(seen)}, rows say ${JSON.stringify(row)}`);
    }
  }
  return failures;
}
