// Builds the server into apps/server/dist when its inputs changed since the last build: esbuild bundles
// the server's TypeScript and the shared core it imports (a workspace package of TypeScript sources) into
// plain JavaScript, and leaves every npm package as an import that node resolves from node_modules at run
// time (docs/decisions/067-a-built-server-on-node-24.md). One file per entry point, all in dist/, which
// sits beside src/ so the paths the server finds from its own folder (migrations, the web build) hold
// for both.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fingerprint, isCurrent, root } from './lib/fingerprint.mjs';

export const serverDist = path.join(root, 'apps/server/dist');
const stampFile = path.join(serverDist, '.build-stamp');
const inputs = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/core/src',
  'packages/core/package.json',
  'package-lock.json',
  'scripts/server-build.mjs',
];
const entryPoints = {
  main: 'apps/server/src/main.ts',
  'create-admin': 'apps/server/src/cli/create-admin.ts',
  'grant-coins': 'apps/server/src/cli/grant-coins.ts',
};

/**
 * esbuild's options for the server. npm packages stay imports (native modules, WebAssembly and files they
 * read beside themselves work as installed), so each must be a production dependency of the workspace:
 * after a build, `npm ci --omit=dev` is enough to run it (server-build.test.ts checks). The
 * core, which has no build of its own, is bundled from its sources.
 */
export const serverBuildOptions = {
  absWorkingDir: root,
  entryPoints,
  outdir: serverDist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  alias: { '@focus-room/core': './packages/core/src' },
  sourcemap: 'linked',
  logLevel: 'warning',
};

export async function buildServerIfNeeded({ force = false } = {}) {
  const wanted = fingerprint(inputs);
  if (!force && isCurrent({ stampFile, mainFile: path.join(serverDist, 'main.js'), wanted })) return false;
  const esbuild = await import('esbuild').catch(() => {
    throw new Error('The server needs a build: run `npm install` (with dev dependencies).');
  });
  console.log('Building the server…');
  rmSync(serverDist, { recursive: true, force: true });
  await esbuild.build(serverBuildOptions);
  // esbuild's service process would otherwise live as long as this one (`npm start` runs the server).
  await esbuild.stop();
  writeFileSync(stampFile, wanted);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServerIfNeeded({ force: process.argv.includes('--force') });
}
