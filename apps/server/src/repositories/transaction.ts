import type { Database } from '../db/database';

/**
 * Runs `work` in one database transaction; repository functions take the transaction as their `db`.
 * On PGlite transactions are serialised by the driver; on PostgreSQL row locks and conditional
 * updates inside `work` decide who wins.
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Database));
}
