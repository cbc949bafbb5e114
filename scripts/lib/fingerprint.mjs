// A build is redone only when its inputs changed since the last one: a hash of every input file (tests
// left out), kept in a stamp file beside the build's output.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

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

/** The hash of the given files and folders, relative to the repository's root. */
export function fingerprint(inputs) {
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

/** Whether the output's stamp file holds this fingerprint (and the output's main file exists). */
export function isCurrent({ stampFile, mainFile, wanted }) {
  return existsSync(mainFile) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted;
}
