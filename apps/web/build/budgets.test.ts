import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS, measureRoutes } from './budgets';
import { COMPILE_HINT } from './compile-hints';
import { themeInitScript } from './inline-theme-init';
import { PRERENDER_ROUTES } from './prerender-routes';
import { chunkKey, ENTRY_MODULE, readManifest, routeAssets } from './route-assets';

// Builds the app into a folder of its own (never the dist/ a running server may be serving) and checks
// what a first load of each route costs in bytes. Bytes, not timings: they do not depend on the machine.
const webRoot = path.resolve(import.meta.dirname, '..');
const dist = mkdtempSync(path.join(os.tmpdir(), 'focus-room-budgets-'));
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

beforeAll(() => {
  const result = spawnSync(
    process.execPath,
    [path.join(webRoot, '../../node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir'],
    { cwd: webRoot, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error(`The web build failed:\n${result.stderr}`);
}, 300_000);

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('first-load byte budgets', () => {
  it.each(Object.entries(BUDGETS))('%s stays within its JS, CSS and request budgets', (route, budget) => {
    const [weight] = measureRoutes(dist, [route]);
    if (!weight) throw new Error(`no figures for ${route}`);
    const figures = `${route}: JS ${kB(weight.js)} of ${kB(budget.js)}, CSS ${kB(weight.css)} of ${kB(budget.css)}, ${weight.requests} of ${budget.requests} requests`;
    expect(weight.js, figures).toBeLessThanOrEqual(budget.js);
    expect(weight.css, figures).toBeLessThanOrEqual(budget.css);
    expect(weight.requests, figures).toBeLessThanOrEqual(budget.requests);
  });

  it.each(Object.entries(BUDGETS).filter(([, budget]) => budget.settledJs !== undefined))(
    '%s stays within its budget for the JS it fetches until it settles',
    (route, budget) => {
      const [weight] = measureRoutes(dist, [route]);
      if (!weight) throw new Error(`no figures for ${route}`);
      expect(weight.settledJs, `${route}: JS until settled ${kB(weight.settledJs)}`).toBeLessThanOrEqual(
        budget.settledJs ?? 0,
      );
    },
  );

  it('writes every prerendered page with its content and theme-init.js as its one inline script', async () => {
    // The server's CSP allows the inline scripts of index.html by their hash (inline-script-hashes.ts in
    // the server): every page must carry exactly those, and nothing else may run inline.
    const themeInit = await themeInitScript(path.join(webRoot, 'public'));
    const inlineScripts = (html: string) =>
      [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes]) => !attributes?.includes(' src='))
        .map(([, attributes, body]) => ({ attributes, body }));
    expect(inlineScripts(readFileSync(path.join(dist, 'index.html'), 'utf8'))).toEqual([
      { attributes: '', body: themeInit },
    ]);
    for (const route of PRERENDER_ROUTES) {
      const html = readFileSync(path.join(dist, route.file), 'utf8');
      expect(html, route.path).toMatch(
        /<div id="root" data-prerendered="(page|shell)" aria-disabled="true"[^>]*><div class=/,
      );
      expect(html, route.path).toContain('<main');
      expect(inlineScripts(html), route.path).toEqual([{ attributes: '', body: themeInit }]);
      expect(html, route.path).not.toContain('theme-init.js"');
      expect(existsSync(path.join(dist, `${route.file}.br`)), route.path).toBe(true);
    }
    expect(existsSync(path.join(dist, 'spa.html'))).toBe(true);
  });

  it('answers browser-only routes with spa.html that preloads every script the entry imports', () => {
    // Without the links the browser finds the app's main chunk only once the entry file has arrived, and
    // that chunk's imports only once it has: three round trips before /admin draws anything.
    const manifest = readManifest(dist);
    const entryFile = manifest[ENTRY_MODULE]?.file;
    const spa = readFileSync(path.join(dist, 'spa.html'), 'utf8');
    const preloaded = [...spa.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
      ([, file]) => file,
    );
    const imported = routeAssets(manifest, []).js.filter((file) => file !== entryFile);
    expect(imported.length).toBeGreaterThan(3);
    expect(preloaded).toEqual(imported);
    expect(spa).toContain(`<script type="module" crossorigin src="/${entryFile}"></script>`);
  });

  it("starts each first-load script with V8's compile hint, and no chunk that loads later", () => {
    const starts = (file: string) => readFileSync(path.join(dist, file), 'utf8').startsWith(COMPILE_HINT);
    const manifest = readManifest(dist);
    // The code; the translation catalogs loaded with a page are data (one JSON.parse), hint or not.
    const scripts = new Set(PRERENDER_ROUTES.flatMap((route) => routeAssets(manifest, route.modules).js));
    expect(scripts.size).toBeGreaterThan(5);
    for (const file of scripts) expect(starts(file), file).toBe(true);
    const later = manifest['src/features/tasks/components/task-manager.tsx'];
    if (!later) throw new Error('the task board is not a chunk of its own');
    expect(starts(later.file), later.file).toBe(false);
  });

  // Decision 056: a production build loads no answer schema, so zod must not come in through the
  // dialogs and boards a page fetches at idle time either, while the page is still starting.
  it('fetches no zod with any module a page loads at idle time', () => {
    const manifest = readManifest(dist);
    const deferred = deferredModules(path.join(webRoot, 'src'));
    expect(deferred).toContain('src/features/newsletter/components/newsletter-modal.tsx');
    const zod = Object.values(manifest).find((chunk) => chunk.name === 'zod');
    if (!zod) throw new Error('zod is not a chunk of its own');
    for (const module of deferred) {
      const { js } = routeAssets(manifest, [chunkKey(manifest, module)]);
      expect(js, `${module} imports zod`).not.toContain(zod.file);
    }
  });
});

/** The modules the app loads at idle time: every `deferredModule(() => import('…'))`, as manifest keys. */
function deferredModules(srcRoot: string): string[] {
  const modules: string[] = [];
  const files = readdirSync(srcRoot, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))) {
    const source = readFileSync(path.join(srcRoot, file), 'utf8');
    for (const [, target] of source.matchAll(/deferredModule\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
      const resolved = path.join('src', path.dirname(file), target ?? '');
      modules.push(
        ['.tsx', '.ts']
          .map((ext) => resolved + ext)
          .find((key) => existsSync(path.join(srcRoot, '..', key))) ?? resolved,
      );
    }
  }
  return modules;
}
