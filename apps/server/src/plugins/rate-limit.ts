import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '../lib/http-error';

export type LimitRule = {
  /** Requests allowed per window. */
  points: number;
  windowSeconds: number;
  /** What is counted: the client address by default; e.g. the account for login throttling. */
  key?: (request: FastifyRequest) => string;
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler hook counting requests under `name`; answers 429 past the rule. Every call with the same
     * name shares one counter; the same name with another rule throws (a programming error).
     */
    rateLimit: (name: string, rule: LimitRule) => (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * Several independent limits may guard one route (per address, per account, per mail recipient), which
 * is why rate-limiter-flexible is used. Counters live in Redis when REDIS_URL is set, so every instance
 * behind a load balancer shares them; otherwise in this process. If Redis fails, an in-memory limiter
 * takes over rather than letting everything through or failing requests.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: { redisUrl: string | undefined }) => {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'redis unavailable; rate limits fall back to memory'));
    app.addHook('onClose', async () => void redis.disconnect());
  }

  // One limiter per name, so every route guarded by a name counts against the same budget, with or
  // without Redis.
  const limiters = new Map<string, { rule: LimitRule; guard: (request: FastifyRequest) => Promise<void> }>();

  app.decorate('rateLimit', (name: string, rule: LimitRule) => {
    const known = limiters.get(name);
    if (known) {
      if (!sameRule(known.rule, rule)) {
        throw new Error(`rate limit "${name}" is already registered with another rule`);
      }
      return known.guard;
    }
    const base = { keyPrefix: `focus-room:${name}`, points: rule.points, duration: rule.windowSeconds };
    const memory = new RateLimiterMemory(base);
    const limiter = redis
      ? new RateLimiterRedis({ ...base, storeClient: redis, insuranceLimiter: memory })
      : memory;
    const guard = async (request: FastifyRequest) => {
      const key = rule.key ? rule.key(request) : request.ip;
      try {
        await limiter.consume(key);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw new HttpError(
          429,
          `Too many attempts. Please wait ${seconds} seconds and try again.`,
          undefined,
          {
            'retry-after': String(seconds),
          },
        );
      }
    };
    limiters.set(name, { rule, guard });
    return guard;
  });
});

// A key function is compared by identity: routes sharing a limit share the rule object (e.g. `limits`
// in routes/api/auth/rate-limits.ts), since two different functions may count different things.
const sameRule = (a: LimitRule, b: LimitRule) =>
  a.points === b.points && a.windowSeconds === b.windowSeconds && a.key === b.key;
