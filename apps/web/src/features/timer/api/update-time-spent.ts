import { type UpdateTimeSpentResponse, updateTimeSpentResponseSchema } from '@focus-room/core/api/economy';
import { apiRequest } from '../../../lib/api-client';
import { FOCUS_EVENTS, fireFocusEvent } from './focus-events';

/** POST /api/user-activity/update-time-spent with measured seconds / 1.9 (the caller converts). */
export async function updateTimeSpent(timeSpentInSeconds: number): Promise<UpdateTimeSpentResponse> {
  const answer = await apiRequest('/api/user-activity/update-time-spent', {
    method: 'POST',
    body: { timeSpentInSeconds },
    schema: updateTimeSpentResponseSchema,
  });
  fireFocusEvent(FOCUS_EVENTS.statsUpdate, answer);
  fireFocusEvent(FOCUS_EVENTS.focusTimeTick, { totalSeconds: answer.totalTimeSpent });
  return answer;
}
