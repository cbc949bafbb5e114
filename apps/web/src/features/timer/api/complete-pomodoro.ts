import { completePomodoroRoute } from '@focus-room/core/api/tasks-plain';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { fireAppEvent } from '../../../lib/app-events';
import type { QueuedClaim } from '../lib/claim-queue';
import { IDEMPOTENCY_HEADER } from '../lib/idempotency';
import { noteRefusedPomodoro } from '../lib/pomodoro-refusals';

type PomodoroItem = Extract<QueuedClaim, { kind: 'pomodoro' }>;

/** The request body: the task and the period's length its claimed focus time must cover. */
const pomodoroBody = (item: PomodoroItem) =>
  item.seconds ? { taskId: item.taskId, seconds: item.seconds } : { taskId: item.taskId };

/**
 * POST /api/tasks/complete-pomodoro for the selected task. The event only fires when the server credited
 * it: the estimate box subtracts one remaining pomodoro per event. A pomodoro the server did not add (its
 * focus time not claimed, or the task finished or deleted meanwhile) is noted for the run's summary.
 */
export async function completePomodoro(item: PomodoroItem): Promise<boolean> {
  const endedAt = item.endedAt ?? item.queuedAt;
  try {
    const { credited } = await apiRequest(completePomodoroRoute, {
      body: pomodoroBody(item),
      headers: { [IDEMPOTENCY_HEADER]: item.key },
      loadSchema: async () => (await import('@focus-room/core/api/tasks')).completePomodoroResponseSchema,
    });
    if (credited) fireAppEvent('pomodoroCompleted', { taskId: item.taskId });
    else noteRefusedPomodoro({ endedAt, reason: 'notCovered' });
    return credited;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.code === 'taskNotOngoing')) {
      noteRefusedPomodoro({ endedAt, reason: 'taskGone' });
    }
    throw error;
  }
}
