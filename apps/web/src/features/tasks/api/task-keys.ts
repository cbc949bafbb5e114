/** Query keys of the task feature; every list lives under ['tasks']. */
export const taskKeys = {
  all: ['tasks'] as const,
  ongoing: ['tasks', 'ongoing'] as const,
  intermediate: ['tasks', 'intermediate'] as const,
  remaining: ['tasks', 'remaining-pomodoros'] as const,
  /** The profile's completed list and counts: every change to a task may change them. */
  completed: ['tasks', 'completed'] as const,
};

/** The user's "today" for the server's due-date rule (see userToday in core). */
export const utcOffsetMinutes = () => -new Date().getTimezoneOffset();
