import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DatabaseLockedError extends Error {}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is single-process: two processes on one data folder would corrupt it. A lock file with the
 * owner's pid makes a second process stop with a clear message; a lock left by a crashed process is
 * taken over.
 */
export function lockDataDir(dataDir: string) {
  const file = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DatabaseLockedError(
          `The embedded database in ${dataDir} is in use by another Focus Room process (pid ${owner}). ` +
            'Stop that process first, or use a PostgreSQL server through DATABASE_URL.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock the embedded database in ${dataDir}.`);
}
