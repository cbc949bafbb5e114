import type { Database } from '../db/database';

type Query = (...args: unknown[]) => Promise<unknown>;
type Client = {
  query: Query;
  transaction?: (work: (tx: { query: Query }) => Promise<unknown>) => Promise<unknown>;
};
type Connected = (error: Error | undefined, connection: Client | undefined, release: unknown) => void;
type Pool = Client & { connect: (callback?: Connected) => Promise<Client> | undefined };

const counted = new WeakSet<object>();

/**
 * Counts the SQL statements (round trips) the app sends from now on, on either engine, by wrapping the
 * driver under Drizzle: node-postgres' pool (and the clients it hands out for transactions, whose
 * BEGIN and COMMIT are statements of their own), or PGlite (whose transaction() sends BEGIN and COMMIT
 * itself). For budgets in counts: "a save-coin is two statements".
 */
export function countStatements(db: Database) {
  let count = 0;
  // node-postgres' query config names a prepared statement; PGlite takes no names (undefined there).
  let names: (string | undefined)[] = [];
  const client = (db as unknown as { $client: Pool }).$client;
  const wrap = (target: Client) => {
    if (counted.has(target)) return;
    counted.add(target);
    const query = target.query.bind(target);
    target.query = (...args) => {
      count += 1;
      const config = args[0];
      names.push(
        typeof config === 'object' && config !== null ? (config as { name?: string }).name : undefined,
      );
      return query(...args);
    };
  };
  if (typeof client.transaction === 'function') {
    wrap(client);
    const transaction = client.transaction.bind(client);
    client.transaction = (work) => {
      count += 2;
      return transaction((tx) => {
        wrap(tx);
        return work(tx);
      });
    };
  } else {
    // pool.query itself takes a connection (connect with a callback) and queries on it: counting the
    // connections' queries counts everything once.
    const connect = client.connect.bind(client);
    client.connect = (callback?: Connected) => {
      if (callback) {
        return connect((error, connection, release) => {
          if (connection) wrap(connection);
          callback(error, connection, release);
        });
      }
      return (connect() as Promise<Client>).then((connection) => {
        wrap(connection);
        return connection;
      });
    };
  }
  return {
    /** Statements since the last call. */
    take() {
      const taken = count;
      count = 0;
      names = [];
      return taken;
    },
    /** The prepared-statement names of the statements since the last `take` (undefined: unnamed). */
    names() {
      return [...names];
    },
  };
}
