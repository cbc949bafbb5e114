import type { GroupDetail, GroupMember } from '@focus-room/core/api/groups';

/** A member as the group's page shows them: idle, nothing focused yet today. */
export const testMember = (userId: string, username: string, isOwner = false): GroupMember => ({
  userId,
  username,
  isOwner,
  inSession: false,
  presence: { status: 'idle', endsAt: null, minutesLeft: null, focusMinutesToday: 0, streak: 0 },
});

/** Group g1 "Library" as its detail answer carries it, with `overrides` on top. */
export const testGroup = (overrides: Partial<GroupDetail> = {}): GroupDetail => ({
  id: 'g1',
  name: 'Library',
  isOwner: false,
  memberCount: 1,
  week: { monday: '2026-03-02', minutes: 0, goalMinutes: 600, reached: false },
  weeksReached: [],
  sessionRunning: false,
  ownerId: 'u2',
  focusPush: false,
  members: [],
  session: null,
  invites: [],
  ...overrides,
});
