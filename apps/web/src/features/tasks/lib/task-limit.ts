import { TASK_MESSAGES } from '@focus-room/core/api/tasks';
import { ApiError } from '../../../lib/api-client';

/**
 * The server refused a task because 100 are ongoing. Known by the answer's code where the server sends
 * one (its text may be in the user's language), else by the English text.
 */
export function isTaskLimitError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    error.body?.code === 'taskLimitReached' ||
    error.serverMessage === TASK_MESSAGES.limitReached ||
    error.message === TASK_MESSAGES.limitReached
  );
}
