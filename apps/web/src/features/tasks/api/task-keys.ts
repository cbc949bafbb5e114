/** Query keys of the task feature; every list lives under ['tasks']. */
export const taskKeys = {
  all: ['tasks'] as const,
  ongoing: ['tasks', 'ongoing'] as const,
  intermediate: ['tasks', 'intermediate'] as const,
  remaining: ['tasks', 'remaining-pomodoros'] as const,
};

/** The user's "today" for the server's due-date rule (see userToday in core). */
export const utcOffsetMinutes = () => -new Date().getTimezoneOffset();
