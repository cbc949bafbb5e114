import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Rate limits are opt-in per route (`config.rateLimit`). Counters live in Redis when REDIS_URL is set so
 * every instance behind a load balancer shares them; otherwise in this process.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: { redisUrl: string | undefined }) => {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'focus-room-rl:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
});
