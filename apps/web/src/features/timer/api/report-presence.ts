import { reportTimerRoute } from '@focus-room/core/api/shell-routes';
import type { TimerReportPhase } from '@focus-room/core/groups/presence';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /api/presence/timer: what the timer runs now, for the user's study groups
 * (docs/product-rules.md#live-presence). Time left, not a clock time: the server places it on its clock.
 * The page sends it as it opens and acts on nothing in the answer, so the answer's schema is not loaded
 * (decision 056 checks the writes whose answers the app acts on): it took the groups contract and zod
 * into every signed-in /home's start.
 */
export async function reportPresence(report: { phase: TimerReportPhase; endsInMs: number | null }) {
  await apiRequest(reportTimerRoute, { body: report });
}
