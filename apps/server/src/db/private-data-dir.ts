import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

// DATA_DIR holds the embedded database (emails, password hashes, sessions) and the JWT secret: nobody
// but the account running the server may read it.
const OWNER_ONLY_DIR = 0o700;
const GROUP_AND_OTHERS = 0o077;

/** Creates the folder owner-only (0700), or tightens an existing one that is open to others. */
export function preparePrivateDir(dir: string) {
  mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR });
  chmodSync(dir, OWNER_ONLY_DIR);
}

/**
 * Takes group and other permissions from the folder and everything below it (symbolic links are left
 * alone). PGlite's initdb marks its files 0666 with an explicit chmod that no umask can stop, and a folder
 * from an older version may be open; this closes both.
 */
export function makeTreeOwnerOnly(dir: string) {
  preparePrivateDir(dir);
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isSymbolicLink()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const mode = lstatSync(file).mode & 0o7777;
    if (mode & GROUP_AND_OTHERS) chmodSync(file, mode & ~GROUP_AND_OTHERS);
  }
}

/**
 * Files this process creates from now on are owner-only (umask 077). That covers what PGlite writes while
 * it runs (WAL segments, new tables, statistics) and the lock file. Worker threads cannot change the
 * umask; there the folder's own 0700 still keeps others out.
 */
export function restrictNewFiles() {
  try {
    process.umask(GROUP_AND_OTHERS);
  } catch {
    // ERR_WORKER_UNSUPPORTED_OPERATION
  }
}
