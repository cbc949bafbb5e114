import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

describe('GET /api/health', async () => {
  const { app } = await createTestApp();

  it('answers ok with the engine in use after querying the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite',
    });
  });
});
