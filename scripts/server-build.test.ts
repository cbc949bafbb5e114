import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { expect, it } from 'vitest';
import { serverBuildOptions } from './server-build.mjs';

// The built server leaves every npm package as an import resolved from node_modules at run time
// (docs/decisions/067-a-built-server-on-node-24.md), and after a build `npm ci --omit=dev` must be
// enough to run it: an import of a package that only the development tools bring would break production
// and nothing else.

const root = path.resolve(import.meta.dirname, '..');
const manifest = (folder: string) =>
  JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as {
    workspaces?: string[];
    dependencies?: Record<string, string>;
  };

/** The package an import names: `pg` for `pg`, `@fastify/static` for `@fastify/static/x`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

it('imports only packages that a production install brings', async () => {
  const { metafile } = await esbuild.build({ ...serverBuildOptions, write: false, metafile: true });
  const imported = Object.values(metafile.outputs).flatMap((output) =>
    output.imports.filter((entry) => entry.external).map((entry) => entry.path),
  );
  const builtins = new Set(builtinModules);
  const packages = new Set(
    imported.filter((specifier) => !specifier.startsWith('node:') && !builtins.has(specifier)).map(packageOf),
  );
  // `npm ci --omit=dev` installs the dependencies of the root and of every workspace.
  const folders = ['.', ...(manifest('.').workspaces ?? [])];
  const production = new Set(folders.flatMap((folder) => Object.keys(manifest(folder).dependencies ?? {})));

  expect(packages).toContain('fastify');
  expect(packages).toContain('pg');
  expect([...packages].filter((name) => !production.has(name)).sort()).toEqual([]);
});
