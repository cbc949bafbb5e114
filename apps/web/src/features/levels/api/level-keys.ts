/** Query keys of the levels feature; everything lives under ['levels'] so one invalidation refreshes it. */
export const levelKeys = {
  all: ['levels'] as const,
  userLevel: ['levels', 'user-level'] as const,
  upgradeInfo: ['levels', 'can-level-upgrade'] as const,
  stats: ['levels', 'user-stats'] as const,
};
