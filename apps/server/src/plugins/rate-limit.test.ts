import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { type LimitRule, rateLimitPlugin } from './rate-limit';

const shared: LimitRule = { points: 3, windowSeconds: 60 };

describe('rate limits shared by name', async () => {
  const { app } = await createTestApp({
    beforeReady: (app) => {
      // Two plugins, as two route files would be, each asking for the same limit by name.
      app.register(async (scope) => {
        scope.get('/api/test/a', { preHandler: scope.rateLimit('test-shared', shared) }, async () => 'a');
      });
      app.register(async (scope) => {
        scope.get('/api/test/b', { preHandler: scope.rateLimit('test-shared', shared) }, async () => 'b');
        scope.get(
          '/api/test/c',
          { preHandler: scope.rateLimit('test-other', { ...shared }) },
          async () => 'c',
        );
      });
    },
  });
  const get = (url: string, ip = '203.0.113.5') => app.inject({ method: 'GET', url, remoteAddress: ip });

  it('counts every route registered under one name against one budget', async () => {
    expect((await get('/api/test/a')).statusCode).toBe(200);
    expect((await get('/api/test/b')).statusCode).toBe(200);
    expect((await get('/api/test/a')).statusCode).toBe(200);
    const limited = await get('/api/test/b');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect((await get('/api/test/a')).statusCode).toBe(429);
    // Another name keeps its own counter, and the limit is per client address.
    expect((await get('/api/test/c')).statusCode).toBe(200);
    expect((await get('/api/test/a', '203.0.113.6')).statusCode).toBe(200);
  });

  it('hands out the same guard for the same name and rule', () => {
    expect(app.rateLimit('test-shared', shared)).toBe(app.rateLimit('test-shared', shared));
  });

  it.each([
    ['more points', { ...shared, points: 4 }],
    ['another window', { ...shared, windowSeconds: 61 }],
    ['another key', { ...shared, key: () => 'everyone' }],
  ])('refuses the same name with %s', (_label, rule) => {
    expect(() => app.rateLimit('test-shared', rule)).toThrow(
      'rate limit "test-shared" is already registered with another rule',
    );
  });

  it('fails start-up when two routes register one name with different rules', async () => {
    const bare = Fastify();
    await bare.register(rateLimitPlugin, { redisUrl: undefined });
    bare.register(async (scope) => {
      scope.get('/x', { preHandler: scope.rateLimit('clash', shared) }, async () => 'x');
    });
    bare.register(async (scope) => {
      scope.get('/y', { preHandler: scope.rateLimit('clash', { ...shared, points: 99 }) }, async () => 'y');
    });
    await expect(bare.ready()).rejects.toThrow('rate limit "clash" is already registered with another rule');
    await bare.close();
  });
});
