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
    /** Every registered route; `admin` tells whether its onRequest hooks include requireAdmin. */
    routeTable: { method: string; url: string; admin: boolean }[];
  }
}
