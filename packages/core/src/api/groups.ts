import { z } from 'zod';
import { PRESENCE_STATUSES, TIMER_REPORT_PHASES } from '../groups/presence';
import {
  GROUP_REACTIONS,
  isValidGroupName,
  normalizeGroupName,
  REPORT_REASONS,
  WEEKLY_GOAL_MAX_MINUTES,
} from '../groups/rules';
import { SESSION_BREAK_MINUTES, SESSION_CYCLES, SESSION_FOCUS_MINUTES } from '../groups/session';
import { SERVER_MESSAGES as M, serverMessage } from '../i18n/server-messages';
import { GROUP_MESSAGES, MAX_REPORT_ENDS_IN_MS } from './groups-plain';

export * from './groups-plain';

/** A group name as typed: normalized (trimmed, single spaces), then 1–40 characters. */
export const groupNameSchema = z
  .string({ error: GROUP_MESSAGES.nameRequired })
  .max(400, GROUP_MESSAGES.nameTooLong)
  .transform(normalizeGroupName)
  .refine((name) => name.length > 0, GROUP_MESSAGES.nameRequired)
  .refine(isValidGroupName, GROUP_MESSAGES.nameTooLong);

export const groupIdParamsSchema = z.object({ id: z.uuid(GROUP_MESSAGES.idInvalid) });
export const groupMemberParamsSchema = groupIdParamsSchema.extend({
  userId: z.uuid(GROUP_MESSAGES.memberIdInvalid),
});
export const groupInviteParamsSchema = groupIdParamsSchema.extend({
  inviteId: z.uuid(GROUP_MESSAGES.inviteInvalid),
});

const weeklyGoalSchema = z
  .number({ error: GROUP_MESSAGES.goalRange })
  .int(GROUP_MESSAGES.goalRange)
  .min(1, GROUP_MESSAGES.goalRange)
  .max(WEEKLY_GOAL_MAX_MINUTES, GROUP_MESSAGES.goalRange);

/** POST /api/groups. */
export const createGroupRequestSchema = z.object({ name: groupNameSchema });

/** PATCH /api/groups/:id (owner): the name, the weekly goal. */
export const updateGroupRequestSchema = z.object({
  name: groupNameSchema.optional(),
  weeklyGoalMinutes: weeklyGoalSchema.optional(),
});

/** PUT /api/groups/:id/focus-push: a member's own "someone here started focusing" push, on or off. */
export const focusPushRequestSchema = z.object({ focusPush: z.boolean({ error: M.invalidValue }) });

export const presenceSchema = z.object({
  status: z.enum(PRESENCE_STATUSES),
  /** The running period's end (ISO 8601) while focusing or on a break. */
  endsAt: z.string().nullable(),
  minutesLeft: z.number().int().nullable(),
  /** Null for a hidden member: nothing else is shared. */
  focusMinutesToday: z.number().int().nullable(),
  streak: z.number().int().nullable(),
});
export type MemberPresence = z.infer<typeof presenceSchema>;

export const groupMemberSchema = z.object({
  userId: z.string(),
  username: z.string(),
  isOwner: z.boolean(),
  inSession: z.boolean(),
  presence: presenceSchema,
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

export const groupWeekSchema = z.object({
  monday: z.string(),
  minutes: z.number().int(),
  goalMinutes: z.number().int(),
  reached: z.boolean(),
});

export const groupSessionSchema = z.object({
  startedBy: z.string(),
  startedAt: z.string(),
  focusMinutes: z.number().int(),
  breakMinutes: z.number().int(),
  cycles: z.number().int(),
  phase: z.enum(['focus', 'break', 'ended']),
  cycle: z.number().int(),
  paused: z.boolean(),
  remainingMs: z.number().int(),
  /** When the phase ends on the server's clock (ISO 8601); null while paused. */
  endsAt: z.string().nullable(),
  /** The server's clock when this answer was made, so a screen can correct its own clock's offset. */
  serverNow: z.string(),
});
export type GroupSession = z.infer<typeof groupSessionSchema>;

/** A group as the list shows it (GET /api/groups): its card. */
export const groupCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  isOwner: z.boolean(),
  memberCount: z.number().int(),
  week: groupWeekSchema,
  /** Weeks whose goal was reached (newest first, Mondays). */
  weeksReached: z.array(z.string()),
  sessionRunning: z.boolean(),
});
export type GroupCard = z.infer<typeof groupCardSchema>;
export const groupListResponseSchema = z.object({ groups: z.array(groupCardSchema) });
export type GroupListResponse = z.infer<typeof groupListResponseSchema>;

export const inviteSchema = z.object({ id: z.string(), expiresAt: z.string() });

/** GET /api/groups/:id: the group as its members see it. */
export const groupDetailSchema = groupCardSchema.extend({
  ownerId: z.string(),
  /** Whether the viewer gets a push when another member here starts focusing (their own choice). */
  focusPush: z.boolean(),
  members: z.array(groupMemberSchema),
  session: groupSessionSchema.nullable(),
  /** The open invites, for the owner only (empty for others). */
  invites: z.array(inviteSchema),
});
export type GroupDetail = z.infer<typeof groupDetailSchema>;
export const groupResponseSchema = z.object({ group: groupDetailSchema });

/** POST /api/groups/:id/invites: the code is shown once, in the link. */
export const createInviteResponseSchema = z.object({
  invite: inviteSchema.extend({ code: z.string() }),
});
export const revokeInviteResponseSchema = z.object({ revoked: z.boolean() });

/** POST /api/groups/join. */
export const joinGroupRequestSchema = z.object({
  code: z
    .string({ error: GROUP_MESSAGES.inviteCodeInvalid })
    .trim()
    .regex(/^[A-Za-z0-9_-]{22}$/, GROUP_MESSAGES.inviteCodeInvalid),
});

export const removeMemberResponseSchema = z.object({
  removed: z.literal(true),
  /** The group was deleted because its last member left. */
  groupDeleted: z.boolean(),
});

export const handOverRequestSchema = z.object({ userId: z.uuid(GROUP_MESSAGES.memberIdInvalid) });

const minutesIn = (field: string, range: { min: number; max: number; default: number }) => {
  const message = serverMessage('groupSessionLength', { field, min: range.min, max: range.max });
  return z
    .number({ error: message })
    .int(message)
    .min(range.min, message)
    .max(range.max, message)
    .optional()
    .default(range.default);
};

/**
 * POST /api/groups/:id/session: start (with the lengths, each defaulted), pause, resume, end, or join and
 * leave the running session. Lengths sent with another action are ignored.
 */
export const groupSessionRequestSchema = z.object({
  action: z.enum(['start', 'pause', 'resume', 'end', 'join', 'leave'], {
    error: GROUP_MESSAGES.sessionAction,
  }),
  focusMinutes: minutesIn('focusMinutes', SESSION_FOCUS_MINUTES),
  breakMinutes: minutesIn('breakMinutes', SESSION_BREAK_MINUTES),
  cycles: minutesIn('cycles', SESSION_CYCLES),
});
export type GroupSessionRequest = z.input<typeof groupSessionRequestSchema>;

/** POST /api/groups/:id/reactions. */
export const reactionRequestSchema = z.object({
  reaction: z.enum(GROUP_REACTIONS, { error: GROUP_MESSAGES.reactionInvalid }),
});
export const reactionResponseSchema = z.object({ sent: z.literal(true) });

/** PUT /api/presence/timer: what the member's own timer runs now (time left, so a wrong clock does not matter). */
export const timerReportRequestSchema = z
  .object({
    phase: z.enum(TIMER_REPORT_PHASES, { error: GROUP_MESSAGES.timerPhase }),
    endsInMs: z
      .number({ error: GROUP_MESSAGES.timerEndsInMs })
      .int(GROUP_MESSAGES.timerEndsInMs)
      .min(1, GROUP_MESSAGES.timerEndsInMs)
      .max(MAX_REPORT_ENDS_IN_MS, GROUP_MESSAGES.timerEndsInMs)
      .nullable()
      .optional()
      .default(null),
  })
  .refine((report) => report.phase === 'idle' || report.endsInMs !== null, {
    message: GROUP_MESSAGES.timerEndsInMs,
    path: ['endsInMs'],
  });
export const timerReportResponseSchema = z.object({ status: z.enum(PRESENCE_STATUSES) });

/** GET/PUT /api/presence/settings: "Show my activity to my groups" (default on). */
export const presenceSettingsSchema = z.object({
  showActivity: z.boolean({ error: M.invalidValue }),
});
export type PresenceSettings = z.infer<typeof presenceSettingsSchema>;

/** POST /api/blocks. */
export const blockRequestSchema = z.object({ userId: z.uuid(GROUP_MESSAGES.memberIdInvalid) });
export const blockResponseSchema = z.object({ blocked: z.literal(true) });

/** POST /api/reports: a group's name or one of its members, with a fixed reason (no text). */
export const reportRequestSchema = z.object({
  groupId: z.uuid(GROUP_MESSAGES.idInvalid),
  userId: z.uuid(GROUP_MESSAGES.memberIdInvalid).optional(),
  reason: z.enum(REPORT_REASONS, { error: GROUP_MESSAGES.reportReason }),
});
export const reportResponseSchema = z.object({ message: z.string() });

/** GET /api/admin/group-reports: newest first. */
export const groupReportSchema = z.object({
  id: z.string(),
  reason: z.enum(REPORT_REASONS),
  createdAt: z.string(),
  reporter: z.object({ id: z.string(), username: z.string() }).nullable(),
  group: z.object({ id: z.string(), name: z.string() }).nullable(),
  reportedUser: z.object({ id: z.string(), username: z.string() }).nullable(),
});
export type GroupReport = z.infer<typeof groupReportSchema>;
export const groupReportListResponseSchema = z.object({ reports: z.array(groupReportSchema) });
export const adminRenameGroupRequestSchema = z.object({ name: groupNameSchema });
export const adminGroupActionResponseSchema = z.object({ done: z.literal(true) });
