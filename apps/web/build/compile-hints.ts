import path from 'node:path';
import type { Plugin } from 'vite';
import { PRERENDER_ROUTES } from './prerender-routes';

/**
 * V8's explicit compile hint (Chrome 136 on): a script that starts with it is compiled whole, on a
 * background thread while it streams in, instead of function by function on the main thread the first time
 * each is called (docs/decisions/053-compile-hints-for-the-first-load.md).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

type OutputChunk = { fileName: string; imports: string[]; isEntry: boolean; facadeModuleId: string | null };

/**
 * The chunks a first load runs: the entry, each public route's page (PRERENDER_ROUTES' modules, /home's
 * included) and everything they import statically. Nearly all of their code runs on the first render.
 * Chunks loaded later (dialogs, the task board, the statistics, zod) stay lazily compiled: most of a
 * later chunk's functions may never run, and compiling them would only take memory.
 */
export function firstLoadChunks(chunks: OutputChunk[], root: string): Set<string> {
  const pages = new Set(PRERENDER_ROUTES.flatMap((route) => route.modules).map((m) => path.resolve(root, m)));
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (found.has(chunk.fileName)) return;
    found.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  for (const chunk of chunks) {
    if (chunk.isEntry || (chunk.facadeModuleId && pages.has(chunk.facadeModuleId))) visit(chunk);
  }
  return found;
}

/** Puts the compile hint at the top of every first-load chunk. */
export function compileHints(): Plugin {
  let root = process.cwd();
  return {
    name: 'focus-room:compile-hints',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    // Last: Vite's own generateBundle rewrites the code of chunks with dynamic imports (their preload lists).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
        const hinted = firstLoadChunks(chunks, root);
        for (const chunk of chunks) {
          if (!hinted.has(chunk.fileName)) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          // One more line at the top: a source map, if one is ever made, starts with an empty line too.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}
