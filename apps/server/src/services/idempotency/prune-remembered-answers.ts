import { IDEMPOTENCY_KEY_RETENTION_MS } from '@focus-room/core/api/idempotency';
import type { AppContext } from '../../app-context';
import { idempotencyKeysRepository } from '../../repositories/idempotency-keys-repository';

/** How often remembered answers past their retention are deleted. */
export const PRUNE_INTERVAL_MS = 60 * 60_000;

/**
 * Forgets the answers of Idempotency-Keys older than the retention (7 days), once at start and then
 * hourly: one DELETE over a range of the created_at index, so no request pays for it. Every instance
 * runs it; the deletes are idempotent. Answers a function that stops the schedule.
 */
export function scheduleIdempotencyPruning(ctx: AppContext) {
  const prune = () =>
    idempotencyKeysRepository
      .deleteOlderThan(ctx.db, new Date(ctx.now().getTime() - IDEMPOTENCY_KEY_RETENTION_MS))
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'pruning idempotency keys failed'));
  let running = prune();
  const timer = setInterval(() => {
    running = prune();
  }, PRUNE_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
