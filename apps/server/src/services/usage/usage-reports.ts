import { randomUUID } from 'node:crypto';
import type { FocusPeriodRequest, TrackBrowserRequest } from '@focus-room/core/api/usage';
import type { AppContext } from '../../app-context';
import { focusPeriodsRepository } from '../../repositories/focus-periods-repository';
import { visitorReportsRepository } from '../../repositories/visitor-reports-repository';

export const USAGE_MESSAGES = {
  browserRecorded: 'Browser usage recorded',
  focusPeriodRecorded: 'Focus period recorded',
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

export async function recordFocusPeriod(ctx: AppContext, userId: string, period: FocusPeriodRequest) {
  await focusPeriodsRepository.insert(ctx.db, { userId, ...period, createdAt: ctx.now() });
  return { message: USAGE_MESSAGES.focusPeriodRecorded };
}
