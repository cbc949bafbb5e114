// Direct database access for the checks: node-postgres for PostgreSQL, PGlite for a data folder the
// server has released (the embedded database allows one process at a time).
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions } from '../../apps/server/src/db/database';
import type { Queryable } from '../bench/seed-users';

export type OpenDatabase = Queryable & { close: () => Promise<void> };

export async function connectPostgres(url: string): Promise<OpenDatabase> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async <T>(text: string, params?: unknown[]) =>
      (await client.query(text, params)) as unknown as { rows: T[] },
    close: () => client.end(),
  };
}

/** Opens the server's embedded database folder (DATA_DIR/pgdata); only while no server holds it. */
export async function openPgliteFolder(dataDir: string): Promise<OpenDatabase> {
  const client = await PGlite.create(path.join(dataDir, 'pgdata'), { extensions: pgliteExtensions });
  return {
    query: async <T>(text: string, params?: unknown[]) =>
      (await client.query<T>(text, params)) as { rows: T[] },
    close: () => client.close(),
  };
}
