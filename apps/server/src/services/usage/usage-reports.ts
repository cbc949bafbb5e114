import { randomUUID } from 'node:crypto';
import {
  FOCUS_PERIOD_MAX_SECONDS,
  type FocusPeriodRequest,
  type TrackBrowserRequest,
} from '@focus-room/core/api/usage';
import { type ClaimRule, decideClaim } from '@focus-room/core/economy/claim-bound';
import { SERVER_MESSAGES } from '@focus-room/core/i18n/server-messages';
import type { AppContext } from '../../app-context';
import { unauthorized } from '../../lib/http-error';
import { focusPeriodsRepository } from '../../repositories/focus-periods-repository';
import { inTransaction } from '../../repositories/transaction';
import { userBalanceRepository } from '../../repositories/user-balance-repository';
import { visitorReportsRepository } from '../../repositories/visitor-reports-repository';

export const USAGE_MESSAGES = {
  browserRecorded: SERVER_MESSAGES.browserRecorded,
  focusPeriodRecorded: SERVER_MESSAGES.focusPeriodRecorded,
} as const;

/**
 * A browser profile's consented report. With its visitorId it counts once however often it reports;
 * an old client without one is stored under a fresh random id.
 */
export async function recordBrowser(ctx: AppContext, report: TrackBrowserRequest) {
  await visitorReportsRepository.upsert(ctx.db, {
    visitorId: report.visitorId ?? randomUUID(),
    browser: report.browser,
    ...(report.theme ? { theme: report.theme } : {}),
    now: ctx.now(),
  });
  return { message: USAGE_MESSAGES.browserRecorded };
}

/**
 * The wall-clock bound on focus periods (docs/product-rules.md#admin-analytics): a user's periods run one
 * after another, so a new one fits into the time since the previous one was accounted (or since the account
 * was made), plus a one-time tolerance for latency. Unused time is forfeited at once, as a period starts
 * after the previous one ended.
 */
export const PERIOD_RULE: ClaimRule = {
  unitMs: 1_000,
  toleranceMs: 60_000,
  // A period is at most this long anyway; the bound only makes the arithmetic ignore older time.
  maxBacklogMs: FOCUS_PERIOD_MAX_SECONDS * 1_000,
  forfeitAfterMs: 0,
};

/**
 * Records a finished period, whatever the cookie choice: it is the user's own statistics (their pomodoros
 * per day, docs/product-rules.md#statistics-figures). Only a period reported with analytics consent counts
 * in the admin Analytics figures (the row's `analytics`, which the users counters' trigger reads).
 * The period is cut to what wall-clock time allows (nothing under a second): a second tab or
 * a paused timer is normal, so a cut period still answers 201. A row's created_at is the instant up to
 * which the user's periods are accounted: the time of the report, or up to the tolerance later when the
 * period used it, so the tolerance cannot be collected again by reporting often. The user row is locked
 * first, so two concurrent reports are decided one after the other and cannot both use the same time.
 */
export async function recordFocusPeriod(ctx: AppContext, userId: string, period: FocusPeriodRequest) {
  const now = ctx.now();
  const recorded = await inTransaction(ctx.db, async (tx) => {
    const user = await userBalanceRepository.lockForUpdate(tx, userId);
    if (!user) throw unauthorized();
    const decision = decideClaim(PERIOD_RULE, {
      requested: period.seconds,
      now,
      creditedUntil: (await focusPeriodsRepository.latestCreatedAt(tx, userId)) ?? null,
      accountCreatedAt: user.createdAt,
    });
    if (decision.credited > 0 && decision.creditedUntil) {
      await focusPeriodsRepository.insert(tx, {
        userId,
        kind: period.kind,
        seconds: decision.credited,
        analytics: period.analytics ?? false,
        createdAt: decision.creditedUntil,
      });
    }
    return decision.credited;
  });
  if (recorded < period.seconds) {
    ctx.log.info({ userId, ...period, recorded }, 'focus period cut to the wall-clock bound');
  }
  return { message: USAGE_MESSAGES.focusPeriodRecorded };
}
