import { completePomodoroRoute } from '@focus-room/core/api/tasks-plain';
import { apiRequest } from '../../../lib/api-client';
import { fireAppEvent } from '../../../lib/app-events';
import { IDEMPOTENCY_HEADER } from '../lib/idempotency';

/**
 * POST /api/tasks/complete-pomodoro for the selected task. The event only fires when the server credited
 * it: the estimate box subtracts one remaining pomodoro per event.
 */
export async function completePomodoro(taskId: string, idempotencyKey: string): Promise<boolean> {
  const { credited } = await apiRequest(completePomodoroRoute, {
    body: { taskId },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    loadSchema: async () => (await import('@focus-room/core/api/tasks')).completePomodoroResponseSchema,
  });
  if (credited) fireAppEvent('pomodoroCompleted', { taskId });
  return credited;
}
