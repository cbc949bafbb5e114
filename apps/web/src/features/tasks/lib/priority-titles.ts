import type { TaskPriority } from '@focus-room/core/api/tasks-plain';
import type { MessageId } from '@lingui/core';

/** A priority's name as the board's zones, the form and the drag announcements show it (Must Do, Can Do). */
export const PRIORITY_TITLES = {
  'must do': 'tasks.mustDo',
  'can do': 'tasks.canDo',
} as const satisfies Record<TaskPriority, MessageId>;
