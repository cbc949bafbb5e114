// The study-group contract without zod (messages, route descriptors), for web code that runs without the
// schemas (docs/decisions/016-small-first-chunk.md); groups.ts re-exports it with the schemas.

import {
  GROUP_NAME_MAX,
  GROUP_REACTIONS,
  MAX_GROUP_MEMBERS,
  MAX_GROUPS_PER_USER,
  REPORT_REASONS,
  WEEKLY_GOAL_MAX_MINUTES,
} from '../groups/rules';
import { SERVER_MESSAGES as M, serverMessage } from '../i18n/server-messages';
import type { ApiRoute } from './route';

/** The longest timer period a presence report may announce: 9999 minutes and a minute of slack. */
export const MAX_REPORT_ENDS_IN_MS = 10_000 * 60_000;

/** Wording of study groups (docs/product-rules.md#study-groups). */
export const GROUP_MESSAGES = {
  nameRequired: M.groupNameRequired,
  nameTooLong: serverMessage('groupNameTooLong', { max: GROUP_NAME_MAX }),
  full: serverMessage('groupFull', { max: MAX_GROUP_MEMBERS }),
  tooMany: serverMessage('groupTooMany', { max: MAX_GROUPS_PER_USER }),
  notFound: M.groupNotFound,
  idInvalid: M.groupIdInvalid,
  memberIdInvalid: M.groupMemberIdInvalid,
  inviteInvalid: M.groupInviteInvalid,
  inviteCodeInvalid: M.groupInviteCodeInvalid,
  cannotJoin: M.groupCannotJoin,
  ownerOnly: M.groupOwnerOnly,
  memberNotFound: M.groupMemberNotFound,
  goalRange: serverMessage('groupSessionLength', {
    field: 'weeklyGoalMinutes',
    min: 1,
    max: WEEKLY_GOAL_MAX_MINUTES,
  }),
  sessionRunning: M.groupSessionRunning,
  noSession: M.groupNoSession,
  sessionStarterOnly: M.groupSessionStarterOnly,
  sessionAction: M.groupSessionAction,
  reactionInvalid: serverMessage('groupReactionInvalid', { reactions: GROUP_REACTIONS.join(', ') }),
  reactionAtBreak: M.groupReactionAtBreak,
  blockSelf: M.groupBlockSelf,
  reportReason: serverMessage('groupReportReason', { reasons: REPORT_REASONS.join(', ') }),
  reportTarget: M.groupReportTarget,
  reported: M.groupReported,
  timerPhase: M.groupTimerPhase,
  // The same words as the push schedule's, for the same field.
  timerEndsInMs: serverMessage('pushEndsInMs', { max: MAX_REPORT_ENDS_IN_MS }),
} as const;

const encode = (value: string) => encodeURIComponent(value);

// The endpoints of this area: method and path, for the server to register and the web to call (api/route.ts).
export const createGroupRoute = { method: 'POST', path: '/api/groups' } as const satisfies ApiRoute;
export const listGroupsRoute = { method: 'GET', path: '/api/groups' } as const satisfies ApiRoute;
export const getGroupRoute = {
  method: 'GET',
  path: '/api/groups/:id',
  url: (id: string) => `/api/groups/${encode(id)}`,
} as const satisfies ApiRoute;
export const updateGroupRoute = {
  method: 'PATCH',
  path: '/api/groups/:id',
  url: (id: string) => `/api/groups/${encode(id)}`,
} as const satisfies ApiRoute;
export const createInviteRoute = {
  method: 'POST',
  path: '/api/groups/:id/invites',
  url: (id: string) => `/api/groups/${encode(id)}/invites`,
} as const satisfies ApiRoute;
export const revokeInviteRoute = {
  method: 'DELETE',
  path: '/api/groups/:id/invites/:inviteId',
  url: (id: string, inviteId: string) => `/api/groups/${encode(id)}/invites/${encode(inviteId)}`,
} as const satisfies ApiRoute;
export const joinGroupRoute = { method: 'POST', path: '/api/groups/join' } as const satisfies ApiRoute;
export const removeMemberRoute = {
  method: 'DELETE',
  path: '/api/groups/:id/members/:userId',
  url: (id: string, userId: string) => `/api/groups/${encode(id)}/members/${encode(userId)}`,
} as const satisfies ApiRoute;
export const handOverGroupRoute = {
  method: 'POST',
  path: '/api/groups/:id/owner',
  url: (id: string) => `/api/groups/${encode(id)}/owner`,
} as const satisfies ApiRoute;
export const groupFocusPushRoute = {
  method: 'PUT',
  path: '/api/groups/:id/focus-push',
  url: (id: string) => `/api/groups/${encode(id)}/focus-push`,
} as const satisfies ApiRoute;
export const groupSessionRoute = {
  method: 'POST',
  path: '/api/groups/:id/session',
  url: (id: string) => `/api/groups/${encode(id)}/session`,
} as const satisfies ApiRoute;
export const sendReactionRoute = {
  method: 'POST',
  path: '/api/groups/:id/reactions',
  url: (id: string) => `/api/groups/${encode(id)}/reactions`,
} as const satisfies ApiRoute;
// PUT /api/presence/timer is in shell-routes.ts: the timer reports it on every first load.
export const presenceSettingsRoute = {
  method: 'GET',
  path: '/api/presence/settings',
} as const satisfies ApiRoute;
export const savePresenceSettingsRoute = {
  method: 'PUT',
  path: '/api/presence/settings',
} as const satisfies ApiRoute;

export const groupLiveRoute = { method: 'GET', path: '/api/groups/live' } as const satisfies ApiRoute;
export const blockUserRoute = { method: 'POST', path: '/api/blocks' } as const satisfies ApiRoute;
export const reportRoute = { method: 'POST', path: '/api/reports' } as const satisfies ApiRoute;
export const listGroupReportsRoute = {
  method: 'GET',
  path: '/api/admin/group-reports',
} as const satisfies ApiRoute;
export const adminRenameGroupRoute = {
  method: 'PATCH',
  path: '/api/admin/groups/:id',
  url: (id: string) => `/api/admin/groups/${encode(id)}`,
} as const satisfies ApiRoute;
export const adminDeleteGroupRoute = {
  method: 'DELETE',
  path: '/api/admin/groups/:id',
  url: (id: string) => `/api/admin/groups/${encode(id)}`,
} as const satisfies ApiRoute;
export const adminRemoveFromGroupsRoute = {
  method: 'DELETE',
  path: '/api/admin/users/:id/groups',
  url: (id: string) => `/api/admin/users/${encode(id)}/groups`,
} as const satisfies ApiRoute;

/** The live stream's event names (SSE `event:` field). */
export const LIVE_EVENTS = {
  /** A member's presence changed: `{ groupIds, member }`. */
  presence: 'presence',
  /** Something of a group changed (members, session, goal, name): refetch it. `{ groupId }` */
  group: 'group',
  /** The receiver's own groups changed (joined, left, removed, blocked): refetch the list. */
  groups: 'groups',
  /** A reaction at a break: `{ groupId, userId, reaction }`. */
  reaction: 'reaction',
} as const;
