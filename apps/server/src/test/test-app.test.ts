import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test-app';

describe('createTestApp', () => {
  let madeInATest: Awaited<ReturnType<typeof createTestApp>> | undefined;

  it('makes an app inside a test', async () => {
    madeInATest = await createTestApp();
    const health = await madeInATest.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('closes that app, its database and its folder when the test ends', async () => {
    if (!madeInATest) throw new Error('the test before this one made no app');
    await expect(madeInATest.ctx.db.execute(sql`select 1`)).rejects.toThrow();
    expect(existsSync(madeInATest.ctx.config.dataDir)).toBe(false);
  });
});
