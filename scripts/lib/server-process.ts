// Starting the production server from a script (benchmarks, soak runs): a free port, the server as a child
// process with its log going to a file, and a wait for /api/health.
import { type ChildProcess, spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { buildServerIfNeeded } from '../server-build.mjs';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from './server-command.mjs';

export const root = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(base: string, child?: ChildProcess, attempts = 400) {
  for (let i = 0; i < attempts; i++) {
    if (child && child.exitCode !== null) throw new Error(`The server at ${base} stopped while starting.`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`The server at ${base} did not become healthy.`);
}

export type ServerProcess = { base: string; port: number; child: ChildProcess; stop: () => Promise<void> };

/**
 * The production start (`NODE_ENV=production`, the built web app, the built server as `npm start` runs
 * it, built first when its sources changed) on its own port. Its log lines go to `logFile`, as a log collector would take them.
 */
export async function startServer(options: {
  env: Record<string, string>;
  logFile: string;
  port?: number;
  /**
   * Extra node flags, e.g. `--cpu-prof` to profile the server (`npm run bench -- --cpu-prof DIR`). They come
   * after the server's own, so they can also override them (`--max-semi-space-size=16`).
   */
  nodeArgs?: string[];
}): Promise<ServerProcess> {
  await buildServerIfNeeded();
  const port = options.port ?? (await freePort());
  const log = openSync(options.logFile, 'a');
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...(options.nodeArgs ?? []), ...SERVER_ENTRY],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', ...options.env, PORT: String(port) },
      stdio: ['ignore', log, log],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, child);
  } catch (error) {
    // Never leave a half-started server behind (it may hold a port or the embedded database's lock).
    child.kill('SIGKILL');
    throw error;
  }
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { base, port, child, stop };
}
