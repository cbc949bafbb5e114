// Shared shape of a soak scenario's result, and the pieces every scenario needs: a work folder, the
// production server on a given database, and users seeded with sessions.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ServerProcess, startServer } from '../lib/server-process';

export type ScenarioResult = {
  name: string;
  passed: boolean;
  seconds: number;
  /** Figures for the report (requests, errors, users checked, faults injected, inputs tried …). */
  figures: Record<string, string | number>;
  failures: string[];
};

export const JWT_SECRET = 'soak-secret-soak-secret-soak-secret-00000';
export const DB_PREFIX = process.env.SOAK_DB_PREFIX ?? 'focus_room_soak';

export function workFolder(name: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `focus-room-soak-${name}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

// Servers this run started; whatever happens, none outlives the soak process.
const running = new Set<ServerProcess>();
process.on('exit', () => {
  for (const server of running) server.child.kill('SIGKILL');
});

/** The production start on `databaseUrl` (or the embedded database in `dataDir`), logging into `logFile`. */
export async function startSoakServer(options: {
  databaseUrl?: string;
  dataDir: string;
  logFile: string;
  port?: number;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const server = await startServer({
    env: {
      JWT_SECRET,
      DATA_DIR: options.dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    logFile: options.logFile,
    ...(options.port ? { port: options.port } : {}),
  });
  running.add(server);
  server.child.once('exit', () => running.delete(server));
  return server;
}

/** Ends a server at once, as a power cut or the OOM killer would: no shutdown hooks run. */
export async function killServer(server: ServerProcess) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a scenario, turning a thrown error into a failed result so the other scenarios still run. */
export async function timed(
  name: string,
  run: (result: ScenarioResult) => Promise<void>,
): Promise<ScenarioResult> {
  const result: ScenarioResult = { name, passed: false, seconds: 0, figures: {}, failures: [] };
  const started = Date.now();
  try {
    await run(result);
  } catch (error) {
    result.failures.push(
      `scenario stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }
  result.seconds = Math.round((Date.now() - started) / 100) / 10;
  result.passed = result.failures.length === 0;
  return result;
}
