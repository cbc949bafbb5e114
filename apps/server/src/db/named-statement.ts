import { sql } from 'drizzle-orm';
import type { Database } from './database';

type Session = Database['_']['session'];
type Prepared = ReturnType<Session['prepareQuery']>;

/**
 * A hand-written statement that PostgreSQL parses and plans once per connection instead of on every call.
 *
 * Reaches into Drizzle's internals; used only by the task writes (repositories/tasks-repository.ts).
 *
 * The hot writes (a task credit, a toggle, a reorder) are data-modifying CTEs or calls of
 * plpgsql functions, written as SQL because Drizzle's builder cannot express them. Sent unnamed, as
 * `db.execute(sql…)` does, PostgreSQL parsed and planned the coin claim's CTE on every request: about
 * 200 µs of the backend's CPU per write, a third of what the write cost there, and Drizzle composed the
 * SQL text in the server each time. Named, node-postgres sends the text once per pooled connection and
 * then only the values (PGlite takes the same call and plans per call, as before).
 *
 * `text` uses $1…$n in the order of `params`; a call passes the values by name. The rows come back as
 * the driver answers them, as `queryRows` does (cast numbers with `::int`; timestamps are strings).
 */
export function namedStatement<Row extends Record<string, unknown>, Name extends string>(
  name: string,
  text: string,
  params: readonly Name[],
) {
  const query = { sql: text, params: params.map((param) => sql.placeholder(param)) };
  // One prepared query per Drizzle session: the database's, or a transaction's (its own connection).
  const prepared = new WeakMap<Session, Prepared>();
  return async (db: Database, values: Record<Name, unknown>): Promise<Row[]> => {
    const session = db._.session;
    let statement = prepared.get(session);
    if (!statement) {
      statement = session.prepareQuery(query, undefined, name, false);
      prepared.set(session, statement);
    }
    const result = (await statement.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
