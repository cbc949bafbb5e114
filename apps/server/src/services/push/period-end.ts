import {
  PERIOD_END_NOTIFICATIONS,
  PERIOD_KINDS,
  type PeriodEndPush,
  type PeriodKind,
  type SchedulePeriodEndRequest,
} from '@focus-room/core/api/push';
import type { AppContext } from '../../app-context';
import { type ClaimedJob, jobsRepository } from '../../repositories/jobs-repository';
import { pushSubscriptionsRepository } from '../../repositories/push-subscriptions-repository';
import { sendPush } from './push-sender';

/**
 * A period end found later than this (the server was down when it was due) is dropped, not pushed: an
 * alert that a break ended several minutes ago only confuses (docs/product-rules.md#alerts-at-a-period-end).
 */
export const PERIOD_END_STALE_MS = 5 * 60_000;

/** One scheduled period end per user: scheduling again replaces it. */
const singletonKey = (userId: string) => `period-end:${userId}`;

/** Start or resume: the push goes out `endsInMs` from now on the server's clock. */
export async function schedulePeriodEnd(ctx: AppContext, userId: string, request: SchedulePeriodEndRequest) {
  const now = ctx.now();
  const endsAt = new Date(now.getTime() + request.endsInMs);
  await jobsRepository.replace(ctx.db, {
    kind: 'period-end-push',
    singletonKey: singletonKey(userId),
    userId,
    payload: { kind: request.kind },
    runAt: endsAt,
    now,
  });
  return { endsAt: endsAt.toISOString() };
}

/** Pause, reset or a mode switch: the pending push, if any, never goes out. */
export async function cancelPeriodEnd(ctx: AppContext, userId: string) {
  return { cancelled: await jobsRepository.cancel(ctx.db, singletonKey(userId)) };
}

/**
 * The job: push the notification to every browser the user subscribed. A subscription the push service
 * no longer knows (404, 410) is deleted; other failures are logged and not retried (the next period
 * brings the next alert).
 */
export async function deliverPeriodEnd(ctx: AppContext, job: ClaimedJob) {
  if (!job.userId) return;
  const kind = periodKindOf(job.payload);
  if (!kind) {
    ctx.log.warn({ jobId: job.id }, 'period-end job without a valid kind dropped');
    return;
  }
  const message: PeriodEndPush = {
    type: 'period-end',
    kind,
    ...PERIOD_END_NOTIFICATIONS[kind],
    url: '/home',
  };
  const payload = JSON.stringify(message);
  const subscriptions = await pushSubscriptionsRepository.listForUser(ctx.db, job.userId);
  await Promise.all(
    subscriptions.map(async (subscription) => {
      const { status } = await sendPush(ctx.config, subscription, payload);
      if (status === 404 || status === 410) {
        await pushSubscriptionsRepository.removeById(ctx.db, subscription.userId, subscription.id);
        ctx.log.info({ status }, 'expired push subscription deleted');
      } else if (status < 200 || status >= 300) {
        ctx.log.warn({ status, host: new URL(subscription.endpoint).host }, 'push not accepted');
      }
    }),
  );
}

function periodKindOf(payload: unknown): PeriodKind | null {
  const kind = (payload as { kind?: unknown } | null)?.kind;
  return PERIOD_KINDS.find((k) => k === kind) ?? null;
}
