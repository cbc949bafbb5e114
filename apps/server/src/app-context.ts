import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Mailer } from './services/mail/mailer';

/** What every route and service may use; tests build it with a fresh database and a fake clock. */
export type AppContext = {
  config: Config;
  db: Database;
  engine: 'pglite' | 'postgres';
  now: () => Date;
  mailer: Mailer;
  log: FastifyBaseLogger;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    routeTable: { method: string; url: string }[];
  }
}
