import type { Database } from './database';

/**
 * A query prepared through Drizzle's `prepare` once per database handle (a test run opens many): the
 * server builds its SQL once and PostgreSQL plans it once per connection instead of at every call. Kept
 * for the reads every signed-in page makes, where that was measured to matter (docs/performance.md).
 */
export function preparedPerDatabase<Query>(prepare: (db: Database) => Query): (db: Database) => Query {
  const prepared = new WeakMap<Database, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = prepare(db);
      prepared.set(db, query);
    }
    return query;
  };
}
