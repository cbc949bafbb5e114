import {
  PERIOD_END_NOTIFICATIONS,
  type PeriodEndPush,
  type PeriodKind,
  type SchedulePeriodEndRequest,
} from '@focus-room/core/api/push';
import { isPeriodKind } from '@focus-room/core/timer/period-alerts';
import type { AppContext } from '../../app-context';
import { type ClaimedJob, type JobOutcome, jobsRepository } from '../../repositories/jobs-repository';
import { pushToUsers } from './push-delivery';

/**
 * A period end found later than this (the server was down when it was due) is dropped, not pushed: an
 * alert that a break ended several minutes ago only confuses (docs/product-rules.md#alerts-at-a-period-end).
 */
export const PERIOD_END_STALE_MS = 5 * 60_000;

/** One scheduled period end per user: scheduling again replaces it. */
const singletonKey = (userId: string) => `period-end:${userId}`;

/** The job's payload: the kind of the period ending at the job's run_at, then the ones after it. */
type PeriodEndPayload = { kind: PeriodKind; next: { kind: PeriodKind; at: string }[] };

/**
 * Start or resume (and each period the timer starts on its own): the push goes out `endsInMs` from now
 * on the server's clock, then one at each following period's end, until a new schedule or a cancel.
 */
export async function schedulePeriodEnd(ctx: AppContext, userId: string, request: SchedulePeriodEndRequest) {
  const now = ctx.now().getTime();
  const endsAt = new Date(now + request.endsInMs);
  const payload: PeriodEndPayload = {
    kind: request.kind,
    next: request.next.map((period) => ({
      kind: period.kind,
      at: new Date(now + period.endsInMs).toISOString(),
    })),
  };
  await jobsRepository.replace(ctx.db, {
    kind: 'period-end-push',
    singletonKey: singletonKey(userId),
    userId,
    payload,
    runAt: endsAt,
    now: new Date(now),
  });
  return { endsAt: endsAt.toISOString() };
}

/** Pause, reset or a mode switch: the pending push, if any, never goes out. */
export async function cancelPeriodEnd(ctx: AppContext, userId: string) {
  return { cancelled: await jobsRepository.cancel(ctx.db, singletonKey(userId)) };
}

/**
 * The job: push the notification to every browser the user subscribed (unless the end is stale, found
 * long after it was due), then move on to the next period's end. A subscription the push service
 * no longer knows (404, 410) or whose keys cannot encrypt a message is deleted; other failures are logged
 * and not retried (the next period brings the next alert), each browser's apart from the others'.
 */
export async function deliverPeriodEnd(
  ctx: AppContext,
  job: ClaimedJob,
  { stale }: { stale: boolean },
): Promise<JobOutcome> {
  const payload = periodEndPayloadOf(job.payload);
  if (!job.userId || !payload) {
    ctx.log.warn({ jobId: job.id }, 'period-end job without a valid payload dropped');
    return {};
  }
  const [following, ...rest] = payload.next;
  // The same job moves on to the next period's end; the last one leaves nothing to do.
  const outcome: JobOutcome = following
    ? { next: { runAt: new Date(following.at), payload: { kind: following.kind, next: rest } } }
    : {};
  if (!stale) await pushPeriodEnd(ctx, job.userId, payload.kind, job.runAt);
  return outcome;
}

async function pushPeriodEnd(ctx: AppContext, userId: string, kind: PeriodKind, endsAt: Date) {
  const message: PeriodEndPush = {
    type: 'period-end',
    kind,
    ...PERIOD_END_NOTIFICATIONS[kind],
    url: '/home',
    endsAt: endsAt.toISOString(),
  };
  await pushToUsers(ctx, [userId], JSON.stringify(message), { topic: 'focus-room-timer', urgency: 'high' });
}

/** The payload as written by schedulePeriodEnd; anything else (a hand-edited row) is null. */
function periodEndPayloadOf(payload: unknown): PeriodEndPayload | null {
  const { kind, next } = (payload ?? {}) as { kind?: unknown; next?: unknown };
  if (!isPeriodKind(kind)) return null;
  const list = Array.isArray(next) ? next : [];
  const valid = list.every(
    (item) => isPeriodKind(item?.kind) && typeof item?.at === 'string' && !Number.isNaN(Date.parse(item.at)),
  );
  return valid ? { kind, next: list } : null;
}
