import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Vite's build manifest (`build.manifest`): one entry per source module that became a chunk. */
type ManifestChunk = { file: string; name?: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

export const MANIFEST_FILE = '.vite/manifest.json';
export const ENTRY_MODULE = 'index.html';

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(path.join(dist, MANIFEST_FILE), 'utf8')) as Manifest;
}

/**
 * What a first load of a route fetches: the entry and its static imports, plus each of the route's lazy
 * modules and their static imports. Files in load order, without repeats.
 */
export function routeAssets(manifest: Manifest, modules: string[]): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const js: string[] = [];
  const css: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of the build`);
    for (const imported of chunk.imports ?? []) visit(imported);
    js.push(chunk.file);
    for (const sheet of chunk.css ?? []) if (!css.includes(sheet)) css.push(sheet);
  };
  visit(ENTRY_MODULE);
  for (const module of modules) visit(module);
  return { js, css };
}

/**
 * The catalog chunks of a page in `language`: the shell's and its own bundles', as keys of the manifest
 * (one module per language and bundle, `virtual:i18n-catalog/<language>/<bundle>`, build/i18n-catalogs.ts).
 */
export function catalogModules(
  manifest: Manifest,
  language: string,
  route: { bundles: readonly string[] },
): string[] {
  return ['shell', ...route.bundles]
    .map((bundle) => `virtual:i18n-catalog/${language}/${bundle}`)
    .filter((key) => key in manifest);
}

/**
 * The manifest key of a source module: its own entry (a dynamic import), or the shared chunk the build
 * made of it when other chunks import it too, which bears the module's file name.
 */
export function chunkKey(manifest: Manifest, module: string): string {
  if (module in manifest) return module;
  const name = path.basename(module).replace(/\.tsx?$/, '');
  const key = Object.keys(manifest).find((k) => manifest[k]?.name === name && k.endsWith('.js'));
  if (!key) throw new Error(`${module} is not in the build's manifest`);
  return key;
}
