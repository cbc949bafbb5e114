/**
 * Study groups (docs/product-rules.md#study-groups): the limits and the pure rules both sides apply. No
 * zod and no I/O here; the contract in api/groups.ts builds its schemas on these.
 */
import { addDays, type LocalDate, localDayOf, mondayOf } from '../stats/local-date';

export const GROUP_NAME_MAX = 40;
export const MAX_GROUP_MEMBERS = 8;
export const MAX_GROUPS_PER_USER = 5;
export const INVITE_VALID_MS = 7 * 24 * 60 * 60_000;
/** 16 random bytes: 128 bits, which nobody guesses (base64url: 22 characters). */
export const INVITE_CODE_BYTES = 16;
export const DEFAULT_WEEKLY_GOAL_MINUTES = 600;
export const WEEKLY_GOAL_MAX_MINUTES = 8 * 7 * 24 * 60;
/** The product's day starts at 4 am; a group's week runs Monday 4:00 to Monday 4:00 in the owner's zone. */
export const GROUP_DAY_START_HOUR = 4;
/** A member with no live connection for this long is Offline. */
export const OFFLINE_AFTER_MS = 60_000;

/** The six fixed reactions at a break (no text between users). */
export const GROUP_REACTIONS = ['clap', 'fire', 'heart', 'muscle', 'coffee', 'star'] as const;
export type GroupReaction = (typeof GROUP_REACTIONS)[number];

/** The fixed reasons of a report. */
export const REPORT_REASONS = ['name', 'harassment', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A group name as stored: trimmed, inner runs of white space made one space. */
export function normalizeGroupName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Whether a normalized name is a valid group name (1–40 characters, counted as code points). */
export function isValidGroupName(name: string): boolean {
  const length = [...name].length;
  return length >= 1 && length <= GROUP_NAME_MAX;
}

/** Why a user cannot be added to a group, or null when they can. */
export type JoinRefusal = 'groupFull' | 'tooManyGroups' | null;

export function joinRefusal(input: { memberCount: number; groupsOfUser: number }): JoinRefusal {
  if (input.groupsOfUser >= MAX_GROUPS_PER_USER) return 'tooManyGroups';
  if (input.memberCount >= MAX_GROUP_MEMBERS) return 'groupFull';
  return null;
}

export const inviteExpiresAt = (createdAt: Date): Date => new Date(createdAt.getTime() + INVITE_VALID_MS);

/** An invite opens the group while it is neither revoked nor past its 7 days. */
export function isInviteUsable(invite: { expiresAt: Date; revokedAt: Date | null }, now: Date): boolean {
  return invite.revokedAt === null && now.getTime() < invite.expiresAt.getTime();
}

/**
 * The group week `now` falls in: Monday to Sunday as local days of the owner's zone with the 4 am day
 * start, so Monday 3:30 still belongs to the week before.
 */
export function groupWeekOf(now: Date | number, timeZone: string): { monday: LocalDate; sunday: LocalDate } {
  const monday = mondayOf(localDayOf(now, timeZone, GROUP_DAY_START_HOUR));
  return { monday, sunday: addDays(monday, 6) };
}

/** Progress toward the weekly goal; reaching it is all there is (no penalty for missing it). */
export function weeklyGoalProgress(minutes: number, goalMinutes: number) {
  return { minutes, goalMinutes, reached: minutes >= goalMinutes };
}
