import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { type DatabaseHandle, migratedPgliteImage, openPglite, openPostgres } from '../db/database';
import { adminStatement } from './postgres-template';

// One migrated PGlite per test worker, copied for each file (the files of a worker share this module:
// vitest.config.ts, isolate: false). A copy starts in ~0.35 s where initdb and the migrations take ~1.5 s.
let pgliteImage: Promise<Blob> | undefined;

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_ENGINE=postgres) a copy of
 * the run's migrated template (postgres-template.ts) on the server named by TEST_DATABASE_URL, dropped
 * again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (process.env.TEST_ENGINE !== 'postgres') {
    pgliteImage ??= migratedPgliteImage();
    return openPglite(undefined, { image: await pgliteImage });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `focus_room_test_${randomBytes(6).toString('hex')}`;
  await adminStatement(adminUrl, `create database ${name} template ${inject('postgresTemplate')}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 20);
  return {
    ...handle,
    // A second instance's own connection pool to the same database (tests of several instances).
    url: url.toString(),
    close: async () => {
      await handle.close();
      await adminStatement(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
