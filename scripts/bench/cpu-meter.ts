// CPU time spent per request, by the server process and by the PostgreSQL backends of the bench database.
// Throughput on a shared machine moves with everyone else's load; the CPU a request costs moves less, so
// the ratio of the limit's cost to a target's is a second estimate of the target's share, steadier than
// req/s (though fixed costs such as timers and GC weigh more when a loaded machine serves few requests).
import { readFileSync } from 'node:fs';
import pg from 'pg';

// /proc/<pid>/stat counts in USER_HZ, which Linux fixes at 100 per second for user space.
const TICK_US = 10_000;

/** utime + stime of a process in ticks, or undefined once it is gone (or off Linux). */
function ticks(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

export type CpuCost = { serverUs: number; pgUs: number };
/**
 * What the database wrote during a run: WAL bytes (everything a write costs the log, whichever tables)
 * and new rows in the two ledgers (credits actually paid; a focus claim the wall clock cuts to nothing
 * writes none). Counted exactly at both ends, not from the statistics views, which a backend may report
 * up to ten seconds late.
 */
export type DatabaseWrites = { walBytes: number; ledgerRows: number };

export async function createCpuMeter(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const backends = async () =>
    (
      await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
    ).rows.map((row) => row.pid);
  const snapshot = async (serverPid: number) => {
    const pgTicks = new Map<number, number>();
    for (const pid of await backends()) pgTicks.set(pid, ticks(pid) ?? 0);
    return { server: ticks(serverPid) ?? 0, pgTicks };
  };
  // WAL bytes since `since` (a position this query answered earlier) and the ledgers' rows, in one query.
  const writePosition = async (since = '0/0') => {
    const { rows } = await client.query<{ lsn: string; bytes: string; ledger: string }>(
      `select pg_current_wal_lsn()::text as lsn, pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn) as bytes,
              (select count(*) from coin_ledger) + (select count(*) from focus_time_ledger) as ledger`,
      [since],
    );
    const [row] = rows;
    return { lsn: row?.lsn ?? since, walBytes: Number(row?.bytes ?? 0), ledger: Number(row?.ledger ?? 0) };
  };
  return {
    /**
     * Runs `work` and answers the CPU the server `serverPid` and the database's backends spent on it, and
     * what the database wrote meanwhile.
     */
    async measure<T>(
      serverPid: number,
      work: () => Promise<T>,
    ): Promise<{ result: T; cpu: CpuCost; written: DatabaseWrites }> {
      const start = await writePosition();
      const before = await snapshot(serverPid);
      const result = await work();
      const after = await snapshot(serverPid);
      const end = await writePosition(start.lsn);
      let pgDelta = 0;
      // A backend opened during the run counts from zero; one closed during it is lost (pools keep
      // their connections while busy, so this is rare).
      for (const [pid, t] of after.pgTicks) pgDelta += t - (before.pgTicks.get(pid) ?? 0);
      return {
        result,
        cpu: { serverUs: (after.server - before.server) * TICK_US, pgUs: pgDelta * TICK_US },
        written: { walBytes: end.walBytes, ledgerRows: end.ledger - start.ledger },
      };
    },
    close: () => client.end(),
  };
}
