import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

describe('GET /api/config', async () => {
  const operator = { name: 'Lea Beispiel', address: 'Musterstraße 1\n10115 Berlin' };
  const { app } = await createTestApp({ config: { operator, supportEmail: 'help@example.org' } });

  it('hands the web app the operator the legal pages and the imprint name', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ supportEmail: 'help@example.org', operator });
  });
});
