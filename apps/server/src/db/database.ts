import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { DatabaseLockedError, lockDataDir } from './data-dir-lock';
import { makeTreeOwnerOnly, preparePrivateDir, restrictNewFiles } from './private-data-dir';
import * as schema from './schema';

export { DatabaseLockedError };

export type Schema = typeof schema;
// Both engines speak the same SQL dialect through Drizzle's common PostgreSQL surface; code above the
// repositories never learns which one it runs on.
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

/**
 * The PostgreSQL extensions the migrations create, which PGlite must load before it can run them (or
 * write a row under their indexes): pg_trgm for the admin user search (migration 0007). Whoever opens
 * the embedded database, the app or a script, passes these.
 */
export const pgliteExtensions = { pg_trgm } satisfies PGliteOptions['extensions'];

/**
 * Opens the embedded database in `dataDir`, or in memory when `dataDir` is undefined: empty, or a copy of
 * `image` (a migrated database from migratedPgliteImage, which starts in a quarter of the time).
 */
export async function openPglite(
  dataDir: string | undefined,
  { image }: { image?: Blob } = {},
): Promise<DatabaseHandle> {
  let client: PGlite;
  let unlock = () => {};
  if (dataDir) {
    restrictNewFiles();
    preparePrivateDir(dataDir);
    unlock = lockDataDir(dataDir);
    try {
      client = await PGlite.create(path.join(dataDir, 'pgdata'), { extensions: pgliteExtensions });
    } catch (error) {
      unlock();
      throw new DatabaseLockedError(
        `Could not open the embedded database in ${dataDir}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    makeTreeOwnerOnly(dataDir);
  } else {
    client = await PGlite.create({ extensions: pgliteExtensions, ...(image ? { loadDataDir: image } : {}) });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    engine: 'pglite',
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/** A migrated in-memory database as an image for openPglite: PGlite's initdb is most of its start. */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migratePglite(drizzlePglite(client, { schema }) as never, { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** Connections an instance keeps to PostgreSQL. */
export const POOL_SIZE = 10;

export async function openPostgres(url: string, poolSize = POOL_SIZE): Promise<DatabaseHandle> {
  // A database that does not answer a connection attempt (network gone, server hung) fails the request
  // with a 503 after a few seconds instead of holding it forever.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // A client can lose its connection (server restart, pg_terminate_backend, network): node-postgres then
  // emits 'error' on the pool for an idle client and on the client itself for one a request holds, and an
  // 'error' event without a listener ends the process. The request's query fails on its own (answered 503)
  // and the pool discards the broken client, so the events need no handling beyond being listened to.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  // Several instances may start at once against one server: an advisory lock lets exactly one of
  // them apply pending migrations while the others wait.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock(727274)');
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock(727274)').catch(() => {});
    lockClient.release();
  }
  return { db, engine: 'postgres', close: () => pool.end() };
}

export function openDatabase(options: { databaseUrl: string | undefined; dataDir: string }) {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. Cast numbers with `::int` in SQL. */
export async function queryRows<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
