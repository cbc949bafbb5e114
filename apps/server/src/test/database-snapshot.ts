import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/database';

/**
 * Columns that change on requests without changing data (bookkeeping such as a session's last use);
 * "a rejected request changes no row" is about the rest.
 */
const BOOKKEEPING = new Set(['sessions.last_used_at']);

/**
 * A fingerprint of every row of every table (one md5 per table), for "this request changed nothing"
 * checks: take one before, one after, compare. Cheap enough to take after every request on a test database.
 */
export async function databaseSnapshot(db: Database): Promise<Record<string, string>> {
  let query = snapshotQueries.get(db);
  if (!query) {
    query = await snapshotQuery(db);
    snapshotQueries.set(db, query);
  }
  const rows = await queryRows<{ name: string; hash: string }>(db, sql.raw(query));
  return Object.fromEntries(rows.map((r) => [r.name, r.hash]));
}

// The schema does not change during a test: the query is built once per database.
const snapshotQueries = new WeakMap<Database, string>();

async function snapshotQuery(db: Database) {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) {
    if (BOOKKEEPING.has(`${table_name}.${column_name}`)) continue;
    tables.set(table_name, [...(tables.get(table_name) ?? []), column_name]);
  }
  const parts = [...tables].map(([table, names]) => {
    const row = `row(${names.map((n) => `t."${n}"`).join(', ')})::text`;
    return `select '${table}' as name, md5(coalesce(string_agg(${row}, ',' order by ${row}), '')) as hash from "${table}" t`;
  });
  return parts.join(' union all ');
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>) {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
