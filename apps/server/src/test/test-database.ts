import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import {
  type DatabaseHandle,
  migratedPgliteImage,
  openPglite,
  openPostgres,
  queryRows,
} from '../db/database';
import { adminStatement } from './postgres-template';

// One migrated PGlite image per test worker (the files of a worker share this module: vitest.config.ts,
// isolate: false). Starting PGlite takes about a second even from the image, so a database a file has
// closed is emptied and kept for the next file of the worker, which gets it in a few milliseconds.
let pgliteImage: Promise<Blob> | undefined;
const idlePglites: DatabaseHandle[] = [];

async function openPgliteTestDatabase(): Promise<DatabaseHandle> {
  pgliteImage ??= migratedPgliteImage();
  const handle = idlePglites.pop() ?? (await openPglite(undefined, { image: await pgliteImage }));
  let closed = false;
  return {
    ...handle,
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await emptyDatabase(handle.db);
        idlePglites.push(handle);
      } catch {
        await handle.close();
      }
    },
  };
}

/** Every row of every table gone; identity counters and session settings as a migrated database has them. */
async function emptyDatabase(db: DatabaseHandle['db']) {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public'`,
  );
  const names = tables.map((table) => `"${table.name}"`).join(', ');
  await db.execute(sql.raw(`truncate ${names} restart identity cascade`));
  await db.execute(sql`reset all`);
}

/**
 * An empty, migrated database for one test file: in-memory PGlite, or (TEST_ENGINE=postgres) a copy of
 * the run's migrated template (postgres-template.ts) on the server named by TEST_DATABASE_URL, dropped
 * again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (process.env.TEST_ENGINE !== 'postgres') return openPgliteTestDatabase();
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
