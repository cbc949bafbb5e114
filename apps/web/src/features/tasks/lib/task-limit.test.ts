import { TASK_MESSAGES } from '@focus-room/core/api/tasks';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { isTaskLimitError } from './task-limit';

describe('isTaskLimitError', () => {
  it('knows the refusal by its code, whatever language its text is in, or by the English text', () => {
    const german = 'Du hast das Maximum von 100 Aufgaben erreicht.';
    expect(isTaskLimitError(new ApiError(400, german, undefined, german, { code: 'taskLimitReached' }))).toBe(
      true,
    );
    expect(isTaskLimitError(new ApiError(400, TASK_MESSAGES.limitReached))).toBe(true);
    expect(isTaskLimitError(new ApiError(400, TASK_MESSAGES.toggleFailed))).toBe(false);
    expect(isTaskLimitError(new Error(TASK_MESSAGES.limitReached))).toBe(false);
  });
});
