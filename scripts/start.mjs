// `npm start`: build the web app and the server if their sources changed, then run the built server
// (API + app) on PORT with plain node.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from './lib/server-command.mjs';
import { buildServerIfNeeded } from './server-build.mjs';
import { buildWebIfNeeded } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(root, 'node_modules'))) {
  console.error('Dependencies are missing: run `npm install` first.');
  process.exit(1);
}
buildWebIfNeeded();
await buildServerIfNeeded();

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...SERVER_ENTRY], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
