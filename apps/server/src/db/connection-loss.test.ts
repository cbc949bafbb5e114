import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../repositories/transaction';
import { startTcpProxy } from '../test/tcp-proxy';
import { openPostgres } from './database';
import { isDatabaseUnavailable } from './database-unavailable';

// The connection pool exists only on PostgreSQL (PGlite runs in the process), so this runs in the
// server-postgres project. The set-up lives in beforeAll: a skipped suite's body still runs to collect its
// tests, and without TEST_DATABASE_URL it must not try to connect.
describe.runIf(process.env.TEST_ENGINE === 'postgres')('losing the database connection mid-request', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `focus_room_test_loss_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let database: Awaited<ReturnType<typeof openPostgres>>;
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(adminUrl);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(adminUrl);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    viaProxy.pathname = `/${name}`;
    database = await openPostgres(viaProxy.toString(), 4);
  });
  afterAll(async () => {
    await database?.close();
    await proxy?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('fails the requests that held a connection, keeps the process alive, and recovers by itself', async () => {
    let reached: () => void = () => {};
    const inside = new Promise<void>((resolve) => {
      reached = resolve;
    });
    // A transaction between two statements holds a client with no query running: the moment node-postgres
    // used to emit an unhandled 'error' on the client, which ended the whole server.
    const held = inTransaction(database.db, async (tx) => {
      await tx.execute(sql`select 1`);
      reached();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 2`);
    });
    await inside;
    proxy.cut();
    const failure = await held.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    await expect(database.db.execute(sql`select 1`)).rejects.toSatisfy(isDatabaseUnavailable);

    proxy.restore();
    const rows = (await database.db.execute(sql`select 41 + 1 as answer`)) as unknown as {
      rows: { answer: number }[];
    };
    expect(rows.rows[0]?.answer).toBe(42);
  });
});
