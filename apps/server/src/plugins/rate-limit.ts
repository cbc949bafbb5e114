import { serverMessage } from '@focus-room/core/i18n/server-messages';
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

/**
 * A growing wait between attempts for one key (an account), instead of a fixed budget that, once spent,
 * locks the key out for a whole window: an attacker can then only slow the owner down briefly, while
 * guessing stays slow.
 */
export type DelayRule = {
  /** Attempts without a success that need no wait. */
  freeAttempts: number;
  /** The wait after the first attempt past the free ones; it doubles with each further attempt. */
  firstDelaySeconds: number;
  /** The longest wait. */
  maxDelaySeconds: number;
  /** Attempts are forgotten this long after the first of them, or at once after a success. */
  forgetAfterSeconds: number;
};

export type AttemptDelay = {
  /**
   * Answers 429 (with Retry-After) while `key` must wait; otherwise counts the attempt and sets the wait
   * before the next one. Counting comes before the caller's slow work, so a burst of parallel attempts
   * cannot all slip through before the first is counted.
   */
  attempt: (key: string) => Promise<void>;
  /** Forgets the attempts of `key`: the right answer ends the waiting. */
  succeeded: (key: string) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** A growing delay between attempts per key, shared by name like `rateLimit`. */
    attemptDelay: (name: string, rule: DelayRule) => AttemptDelay;
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

  // A limiter in Redis (with an in-memory one taking over while Redis fails), or in this process.
  const createLimiter = (options: { keyPrefix: string; points: number; duration: number }) => {
    const memory = new RateLimiterMemory(options);
    return redis
      ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory })
      : memory;
  };

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
    const limiter = createLimiter({
      keyPrefix: `focus-room:${name}`,
      points: rule.points,
      duration: rule.windowSeconds,
    });
    const guard = async (request: FastifyRequest) => {
      const key = rule.key ? rule.key(request) : request.ip;
      try {
        await limiter.consume(key);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        throw tooManyAttempts(rejection.msBeforeNext);
      }
    };
    limiters.set(name, { rule, guard });
    return guard;
  });

  const delays = new Map<string, { rule: DelayRule; delay: AttemptDelay }>();

  app.decorate('attemptDelay', (name: string, rule: DelayRule) => {
    const known = delays.get(name);
    if (known) {
      if (!sameDelayRule(known.rule, rule)) {
        throw new Error(`attempt delay "${name}" is already registered with another rule`);
      }
      return known.delay;
    }
    // Attempts since the last success, and the wait before the next attempt (a block of the second limiter).
    const attempts = createLimiter({
      keyPrefix: `focus-room:${name}:attempts`,
      points: Number.MAX_SAFE_INTEGER,
      duration: rule.forgetAfterSeconds,
    });
    const waits = createLimiter({
      keyPrefix: `focus-room:${name}:wait`,
      points: 1,
      duration: rule.maxDelaySeconds,
    });
    const delay: AttemptDelay = {
      async attempt(key) {
        const wait = await waits.get(key);
        if (wait && wait.consumedPoints > 1 && wait.msBeforeNext > 0)
          throw tooManyAttempts(wait.msBeforeNext);
        const { consumedPoints: count } = await attempts.penalty(key, 1);
        const seconds = delayAfter(rule, count);
        if (seconds > 0) await waits.block(key, seconds);
      },
      async succeeded(key) {
        await Promise.all([attempts.delete(key), waits.delete(key)]);
      },
    };
    delays.set(name, { rule, delay });
    return delay;
  });
});

/** Seconds to wait after the `count`-th attempt without a success: none, then 1, 2, 4, … up to the cap. */
export function delayAfter(rule: DelayRule, count: number) {
  const past = count - rule.freeAttempts;
  if (past <= 0) return 0;
  return Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** Math.min(past - 1, 30));
}

function tooManyAttempts(msBeforeNext: number) {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new HttpError(429, serverMessage('tooManyAttempts', { seconds }), undefined, {
    'retry-after': String(seconds),
  });
}

// A key function is compared by identity: routes sharing a limit share the rule object (e.g. `limits`
// in routes/api/auth/rate-limits.ts), since two different functions may count different things.
const sameRule = (a: LimitRule, b: LimitRule) =>
  a.points === b.points && a.windowSeconds === b.windowSeconds && a.key === b.key;

const sameDelayRule = (a: DelayRule, b: DelayRule) =>
  a.freeAttempts === b.freeAttempts &&
  a.firstDelaySeconds === b.firstDelaySeconds &&
  a.maxDelaySeconds === b.maxDelaySeconds &&
  a.forgetAfterSeconds === b.forgetAfterSeconds;
