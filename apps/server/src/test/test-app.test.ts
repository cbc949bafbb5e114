import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { createTestApp } from './test-app';

describe('createTestApp', () => {
  let madeInATest: Awaited<ReturnType<typeof createTestApp>> | undefined;

  it('makes an app inside a test', async () => {
    madeInATest = await createTestApp();
    const health = await madeInATest.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    await madeInATest.ctx.db.execute(
      sql`insert into users (username, email) values ('left', 'left@example.com')`,
    );
  });

  // A PostgreSQL database is dropped; an embedded one is emptied and kept for the worker's next file
  // (test-database.ts).
  it('closes that app, its database and its folder when the test ends', async () => {
    if (!madeInATest) throw new Error('the test before this one made no app');
    const { ctx } = madeInATest;
    if (ctx.engine === 'postgres') {
      await expect(ctx.db.execute(sql`select 1`)).rejects.toThrow();
    } else {
      expect(await queryRows(ctx.db, sql`select id from users`)).toEqual([]);
    }
    expect(existsSync(ctx.config.dataDir)).toBe(false);
  });
});
