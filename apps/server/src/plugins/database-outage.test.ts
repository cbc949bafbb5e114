import { createServer } from 'node:net';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import * as schema from '../db/schema';
import { signToken } from '../services/auth/tokens';
import { DATABASE_UNAVAILABLE } from './error-handler';

/** A port where nothing listens: every connection attempt is refused, as while PostgreSQL restarts. */
async function closedPort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('while the database is away', async () => {
  const secret = 'test-secret-test-secret-test-secret-123';
  const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/gone` });
  pool.on('error', () => {});
  const app = await buildApp({
    ctx: {
      config: {
        ...loadConfig({ JWT_SECRET: secret, LOG_LEVEL: 'silent' }),
        webDist: path.join('/nonexistent'),
      },
      db: drizzle(pool, { schema }) as unknown as Database,
      engine: 'postgres',
      now: () => new Date(),
      mailer: { send: async () => {} },
      log: pino({ level: 'silent' }),
    },
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await pool.end();
  });
  const now = new Date();
  const token = await signToken(
    secret,
    { sub: crypto.randomUUID(), sid: crypto.randomUUID(), role: 'user', email: 'a@b.test', username: 'a' },
    { now, expiresAt: new Date(now.getTime() + 3_600_000) },
  );

  it('answers 503 with the error shape and a Retry-After, never 500', async () => {
    const requests = [
      { method: 'GET' as const, url: '/api/user/stats', headers: { authorization: `Bearer ${token}` } },
      {
        method: 'POST' as const,
        url: '/api/auth/save-coin',
        headers: { authorization: `Bearer ${token}` },
        payload: { coins: 1 },
      },
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        payload: { identifier: 'someone', password: 'Focus123$' },
      },
      { method: 'POST' as const, url: '/api/review', payload: { starRating: 5, textReview: 'Nice' } },
    ];
    for (const request of requests) {
      const res = await app.inject(request);
      expect(res.statusCode, request.url).toBe(503);
      expect(res.json(), request.url).toEqual({ message: DATABASE_UNAVAILABLE, code: 'serviceUnavailable' });
      expect(res.headers['retry-after'], request.url).toBe('5');
    }
  });

  it('says so on /api/health', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'Database unavailable', code: 'databaseUnavailable' });
  });

  it('refuses a missing token without the database, and never blames the input for an outage', async () => {
    const claim = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/save-coin',
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    // The session is checked first, which needs the database: 503, not a 400 that would blame the input
    // or a 401 that would blame the session.
    expect((await claim({ coins: -1 })).statusCode).toBe(503);
    expect((await claim({ coins: 1 })).statusCode).toBe(503);
    const anonymous = await app.inject({ method: 'GET', url: '/api/user/stats' });
    expect(anonymous.statusCode).toBe(401);
  });
});
