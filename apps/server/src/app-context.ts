import type { Config } from './config';
import type { Database } from './db/database';

/** What every route and service may use; tests build it with a fresh database and a fake clock. */
export type AppContext = {
  config: Config;
  db: Database;
  engine: 'pglite' | 'postgres';
  now: () => Date;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
