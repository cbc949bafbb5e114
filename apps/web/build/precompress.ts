import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
// Below this a compressed copy saves less than one network packet.
const MIN_BYTES = 1024;

/** Writes the `.br` and `.gz` siblings of one file (none below MIN_BYTES). */
export async function compressFile(file: string): Promise<void> {
  const bytes = await readFile(file);
  if (bytes.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/**
 * Writes `.br` and `.gz` siblings of every text file of the build, so the server sends the smallest
 * variant the browser accepts (@fastify/static `preCompressed`) without compressing on each request.
 * Built-in zlib at maximum quality: the cost is paid once per build, not per visitor. It reads the
 * files back from disk because other plugins still rewrite chunks (preload maps) after
 * generateBundle. The prerendered pages compress themselves (build/prerender.ts), after this has run.
 */
export function precompress(): Plugin {
  return {
    name: 'focus-room:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const names = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(names.map((name) => compressFile(path.join(outDir, name))));
    },
  };
}
