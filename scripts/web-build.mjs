// Builds the web app only when its inputs changed since the last build, so a second `npm start`
// starts in seconds. The fingerprint covers the web sources, the shared core and the lockfile.

import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fingerprint, isCurrent, root } from './lib/fingerprint.mjs';

const dist = path.join(root, 'apps/web/dist');
const stampFile = path.join(dist, '.build-stamp');
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/package.json',
  'packages/core/src',
  'package-lock.json',
];

export function buildWebIfNeeded({ force = false } = {}) {
  const wanted = fingerprint(inputs);
  if (!force && isCurrent({ stampFile, mainFile: path.join(dist, 'index.html'), wanted })) return false;
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  if (!existsSync(vite))
    throw new Error('The web app needs a build: run `npm install` (with dev dependencies).');
  console.log('Building the web app…');
  const result = spawnSync(process.execPath, [vite, 'build'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The web build failed.');
  writeFileSync(stampFile, wanted);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildWebIfNeeded({ force: process.argv.includes('--force') });
}
