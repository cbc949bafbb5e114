/** Query keys of study groups; everything lives under ['groups'], so one invalidation refreshes it all. */
export const groupKeys = {
  all: ['groups'] as const,
  list: ['groups', 'list'] as const,
  detail: (id: string) => ['groups', 'detail', id] as const,
  presenceSettings: ['groups', 'presence-settings'] as const,
};
