import type { UpdateTimeSpentResponse } from '@focus-room/core/api/economy';
import { updateTimeSpentRoute } from '@focus-room/core/api/economy-plain';
import { apiRequest } from '../../../lib/api-client';
import { fireAppEvent } from '../../../lib/app-events';
import { IDEMPOTENCY_HEADER } from '../lib/idempotency';

/** POST /api/user-activity/update-time-spent with measured seconds / 1.9 (the caller converts). */
export async function updateTimeSpent(
  timeSpentInSeconds: number,
  idempotencyKey: string,
): Promise<UpdateTimeSpentResponse> {
  const answer = await apiRequest(updateTimeSpentRoute, {
    body: { timeSpentInSeconds },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    loadSchema: async () => (await import('@focus-room/core/api/economy')).updateTimeSpentResponseSchema,
  });
  fireAppEvent('statsUpdate', answer);
  fireAppEvent('focusTimeTick', { totalSeconds: answer.totalTimeSpent });
  return answer;
}
