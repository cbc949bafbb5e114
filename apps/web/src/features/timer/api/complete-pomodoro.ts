import { completePomodoroResponseSchema, completePomodoroRoute } from '@focus-room/core/api/tasks';
import { apiRequest } from '../../../lib/api-client';
import { fireAppEvent } from '../../../lib/app-events';

/**
 * POST /api/tasks/complete-pomodoro for the selected task. The event only fires when the server credited
 * it: the estimate box subtracts one remaining pomodoro per event.
 */
export async function completePomodoro(taskId: string): Promise<boolean> {
  const { credited } = await apiRequest(completePomodoroRoute, {
    body: { taskId },
    schema: completePomodoroResponseSchema,
  });
  if (credited) fireAppEvent('pomodoroCompleted', { taskId });
  return credited;
}
