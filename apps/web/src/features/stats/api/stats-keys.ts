/** Query keys of the stats feature; everything lives under ['stats'], so one invalidation refreshes it all. */
export const statsKeys = {
  all: ['stats'] as const,
  overview: ['stats', 'overview'] as const,
  days: (weeks: number) => ['stats', 'days', weeks] as const,
  estimates: ['stats', 'estimates'] as const,
  settings: ['stats', 'settings'] as const,
};
