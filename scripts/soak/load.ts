// Load: a mixed workload at many connections against the production start on PostgreSQL. Passes with zero
// 5xx and zero connection errors or time-outs, and when every invariant holds for every user afterwards.
import path from 'node:path';
import { seedUsers } from '../bench/seed-users';
import { createScratchDatabase } from '../lib/scratch-database';
import { connectPostgres } from './database';
import { createHttpClient } from './http-client';
import { checkApiTotals, checkDatabase } from './invariants';
import { DB_PREFIX, JWT_SECRET, type ScenarioResult, startSoakServer, timed, workFolder } from './scenario';
import { count5xx, latency, newJournal, newStats, runWorkload, statusSummary } from './workload';

export function loadScenario(options: { seconds: number; connections: number; users: number }) {
  return timed('load', async (result: ScenarioResult) => {
    const database = await createScratchDatabase(`${DB_PREFIX}_load`);
    const work = workFolder('load');
    const server = await startSoakServer({
      databaseUrl: database.url,
      dataDir: work.dir,
      logFile: path.join(work.dir, 'server.log'),
    }).catch(async (error) => {
      await database.drop();
      throw error;
    });
    const db = await connectPostgres(database.url);
    const client = createHttpClient(server.base, options.connections);
    try {
      const users = await seedUsers({
        databaseUrl: db,
        jwtSecret: JWT_SECRET,
        count: options.users,
        tasksPerUser: 20,
        ageMs: 3 * 3_600_000,
        prefix: 'soak',
      });
      const journal = newJournal(users);
      const stats = newStats();
      const deadline = Date.now() + options.seconds * 1000;
      await runWorkload({
        clients: [client],
        users,
        journal,
        stats,
        workers: options.connections,
        hotUsers: 20,
        until: () => Date.now() >= deadline,
      });
      const fivexx = count5xx(stats);
      if (fivexx > 0) result.failures.push(`${fivexx} answers were 5xx: ${stats.samples.join(' | ')}`);
      if (stats.connectionErrors + stats.timeouts > 0) {
        result.failures.push(
          `${stats.connectionErrors} connection errors and ${stats.timeouts} time-outs: ${stats.samples.join(' | ')}`,
        );
      }
      const rows = await checkDatabase(db, journal);
      const api = await checkApiTotals(db, client, new Map(users.map((u) => [u.id, u.token])));
      result.failures.push(...rows.failures, ...api.failures);
      const writes = [...stats.byAction].filter(([name]) => !READS.has(name));
      Object.assign(result.figures, {
        connections: options.connections,
        seconds: options.seconds,
        requests: stats.requests,
        'req/s': Math.round(stats.requests / options.seconds),
        'latency p50/p99 ms': `${latency(stats).p50}/${latency(stats).p99}`,
        'acknowledged writes': writes.reduce((sum, [, a]) => sum + a.ok, 0),
        statuses: statusSummary(stats),
        '5xx': fivexx,
        'connection errors': stats.connectionErrors + stats.timeouts,
        'users checked': rows.usersChecked,
        'tasks checked': rows.tasksChecked,
        'users checked via API': api.usersChecked,
      });
    } finally {
      client.close();
      await db.close();
      await server.stop();
      await database.drop();
      work.remove();
    }
  });
}

const READS = new Set([
  'stats',
  'user-level',
  'can-level-upgrade',
  'tasks',
  'remaining-pomodoros',
  'total-time-spent',
  'verify-session',
  'completed',
]);
