import { reportTimerRoute } from '@focus-room/core/api/shell-routes';
import type { TimerReportPhase } from '@focus-room/core/groups/presence';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /api/presence/timer: what the timer runs now, for the user's study groups
 * (docs/product-rules.md#live-presence). Time left, not a clock time: the server places it on its clock.
 */
export async function reportPresence(report: { phase: TimerReportPhase; endsInMs: number | null }) {
  await apiRequest(reportTimerRoute, {
    body: report,
    loadSchema: async () => (await import('@focus-room/core/api/groups')).timerReportResponseSchema,
  });
}
