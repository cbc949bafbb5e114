// Builds the web app only when its inputs changed since the last build, so a second `npm start`
// starts in seconds. The fingerprint covers the web sources, the shared core and the lockfile.

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
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

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) {
      if (name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
      yield* files(path.join(entry, name));
    }
  } else yield entry;
}

export function fingerprint() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(input))
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

export function buildWebIfNeeded({ force = false } = {}) {
  const wanted = fingerprint();
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (!force && current === wanted && existsSync(path.join(dist, 'index.html'))) return false;
  console.log('Building the web app…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
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
