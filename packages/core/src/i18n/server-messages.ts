// Every user-facing English text the API can answer, once, under a stable code (docs/decisions/
// 040-server-messages-and-codes.md). Error answers carry the code next to the English `message`, and the
// web translates the code (apps/web/src/i18n/locales/<lang>/server.json, whose English must equal this
// table). Variable parts are `{name}` placeholders, filled by `serverMessage`. The message constants of
// packages/core/src/api (AUTH_MESSAGES, TASK_MESSAGES, …) and the server's own texts point here, so a
// text lives only in this file. Imports nothing at run time: the zod-free app shell may use it.

export const SERVER_MESSAGES = {
  // The fallback: what a translated screen shows for an answer it has no text for.
  unknown: 'Something went wrong. Please try again.',

  // Answers of the framework and the error handler (apps/server/src/plugins).
  serverError: 'Something went wrong on our side. Please try again later.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  databaseUnavailable: 'Database unavailable',
  notFound: 'Not found',
  noRoute: 'No route for {method} {path}',
  badRequest: 'Bad request',
  invalidRequest: 'Invalid request',
  invalidValue: 'Invalid value',
  // A generic zod text (a schema without a sentence of its own), prefixed with the field it is about.
  invalidField: '{field}: {detail}',
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'Unsupported content type. Send JSON.',
  addressTooLong: 'The address is too long.',
  addressInvalid: 'The address is not valid.',
  nulCharacter: 'Text cannot contain the NUL character (U+0000).',
  tooManyAttempts: 'Too many attempts. Please wait {seconds} seconds and try again.',
  authRequired: 'Authentication required',
  forbidden: 'You do not have permission to do that.',
  userNotFound: 'User not found',
  roomPictureNotFound: 'No such room picture: use light.svg or dark.svg',

  // A numeric field, named by its key (claims, admin edits, stats settings, usage reports).
  fieldNumber: '{field} must be a number',
  fieldWholeNumber: '{field} must be a whole number',
  fieldNegative: '{field} cannot be negative',
  fieldMax: '{field} can be at most {max}',

  // Paged lists (api/common.ts).
  pageInvalid: 'page must be a whole number from 1',
  pageTooLarge: 'page is too large',
  limitInvalid: 'limit must be a whole number from 1 to {max}',

  // Registration, login, codes, passwords (api/auth.ts, auth/password-rules.ts, auth/username-rules.ts).
  invalidCredentials: 'Invalid username or password! Please try again.',
  verifyFirst: 'Please verify your email first!',
  alreadyInUse: 'Email or Username already in use!',
  registered: 'Registered successfully! Please login.',
  invalidCode: 'That code is wrong or has expired. Please check it or request a new one.',
  verified: 'Your email is verified. You can now log in.',
  codeSent: 'If an account with that email exists, we have sent a 6-digit code to it.',
  verificationSent: 'If that account still needs verifying, a new 6-digit code is on its way.',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  loggedOut: 'You have been logged out.',
  sessionInvalid: 'Your session has expired. Please log in again.',
  googleNotConfigured: 'Google sign-in is not available on this server.',
  googleFailed: 'Google login failed. Please try again.',
  googleCredentialMissing: 'Missing Google credential',
  emailRequired: 'Please enter your email address',
  emailTooLong: 'That email address is too long',
  emailInvalid: 'Please enter a valid email address',
  otpRequired: 'Please enter the 6-digit code',
  usernameRequired: 'Please enter a user name',
  usernameTooLong: 'User name can be at most {max} characters',
  usernameAt: 'User name cannot contain the @ sign. Your email goes in the Email field.',
  identifierRequired: 'Please enter your email or username',
  passwordRequired: 'Please enter your password',
  passwordTooLong: 'Password can be at most {max} characters',
  registerPassword:
    'Password must be at least 8 characters long and include at least one lowercase letter, one uppercase letter, one digit, and one symbol ($, #, @).',
  resetPassword:
    'Your new password must follow these rules:\n- At least 8 characters\n- At least one lowercase letter\n- At least one uppercase letter\n- At least one digit\n- At least one symbol: $ @ ! #\n- Only letters, digits and the symbols $ @ ! #',

  // The account (api/account.ts and PUT /api/user/language).
  accountDeleteConfirmTitle: 'Are you sure you want to delete your account?',
  accountDeleteConfirmText: 'This action is irreversible and will permanently delete all your data.',
  accountDeleted: 'Account deleted successfully',
  accountDeleteFailed: 'Failed to delete account',
  accountDeleteFailedRetry: 'Failed to delete account. Please try again.',
  networkError: 'Network error. Please check your connection and try again.',
  languageInvalid: 'Please choose one of the languages {languages}.',

  // The account's sign-in details, changed in the profile's Settings (api/account.ts).
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordChanged: 'Your password has been changed. Your other devices have been signed out.',
  passwordSet: 'Your password has been set. You can now also log in with your email and this password.',
  emailUnchanged: 'That is already your email address.',
  emailTaken: 'That email address is already in use.',
  emailCodeSent: 'We have sent a 6-digit code to {email}. Enter it to confirm your new email address.',
  emailChanged: 'Your email address has been changed.',
  usernameTaken: 'That user name is already taken.',
  usernameChanged: 'Your user name has been changed.',

  // Tasks (api/tasks.ts).
  taskLimitReached:
    'You have reached the maximum limit of {max} tasks. Please delete or complete some tasks to add more.',
  taskToggleFailed: 'Failed to toggle task status. Please try again.',
  taskNotFound: 'Task not found.',
  taskNameRequired: 'Task name is required.',
  taskNameTooLong: 'Task name can be at most {max} characters.',
  taskPomodoros: 'Pomodoros must be a whole number from {min} to {max}.',
  taskDueDateFormat: 'Due date must be a valid date in the form YYYY-MM-DD.',
  taskDueDateInPast: 'Due date cannot be before today.',
  taskPriority: "Priority must be 'must do' or 'can do'.",
  taskUtcOffset: 'utcOffsetMinutes must be a whole number of minutes from -720 to 840.',
  taskReorderDuplicate: 'Each task may appear only once in orderedTasks.',
  taskReorderOrder: 'order must be a whole number from 0.',
  taskReorderId: 'Each reorder item needs an id.',
  // The braces are text, not a placeholder (placeholders are a bare name in braces).
  taskReorderList: 'orderedTasks must be a list of { id, priority, order }.',
  taskReorderTooLong: 'orderedTasks is too long.',
  taskIdRequired: 'taskId is required.',
  taskNotOngoing: 'Only an ongoing task can collect pomodoros.',
  taskDeleted: 'Task deleted',

  // Levels and upgrades (api/levels.ts, the upgrade routes).
  notEnoughCoins: 'Not enough coins! You need {cost} coins to upgrade.',
  maxLevel: 'You are already at the maximum level ({max}). No further upgrades are possible.',
  upgradeNotLoggedIn: 'You need to be logged in to upgrade',
  levelInvalid: 'Level must be a whole number from 1 to {max}.',
  upgradedOneLevel: 'Upgraded to level {level}!',
  upgradedLevels: 'Upgraded {count} levels! Spent {coins} coins.',

  // Collections (api/collections.ts, docs/product-rules.md#collections).
  collectionItemUnknown: 'There is no such collection item.',
  collectionsLocked: 'Collections open at level {max}. Keep focusing to get there!',
  collectionItemOwned: 'You already own this item.',
  collectionNotEnoughCoins: 'Not enough coins! This item costs {cost} coins.',
  collectionItemNotOwned: 'Buy this item before you show it in your room.',
  collectionShownInvalid: 'shown must be true or false',

  // Newsletter (api/newsletter.ts).
  newsletterSubscribed: 'You are now subscribed to our newsletter!',
  newsletterConfirmationSent:
    'Almost there! Please confirm your subscription with the link we sent to your inbox.',
  newsletterConfirmed: 'Your newsletter subscription is confirmed.',
  newsletterConfirmInvalid: 'This confirmation link is invalid or has expired.',
  newsletterEmailUpdated: 'Your newsletter email has been updated.',
  newsletterUnsubscribed: 'You have been unsubscribed from our newsletter.',
  newsletterNotSubscribed: 'You are not subscribed to our newsletter.',
  newsletterStatusFailed: 'Failed to load subscription status',
  newsletterSubscribeFailed: 'Failed to subscribe to newsletter',
  newsletterUnsubscribeFailed: 'Failed to unsubscribe',
  newsletterUnsubscribeConfirm: 'Are you sure you want to unsubscribe from our newsletter?',
  newsletterAdminLoadFailed: 'Failed to load newsletter data',

  // Feedback (api/reviews.ts).
  reviewTextRequired: 'Please enter your feedback',
  reviewTextTooLong: 'Feedback can be at most {max} characters',
  reviewAuthRequired: 'User authentication required. Please refresh the page and try again.',
  reviewSubmitFailed: 'Failed to submit review. Please try again.',
  reviewThankYou: 'Thank you for your feedback!',
  reviewFetchError: 'An error occurred while fetching reviews',
  reviewFetchFailed: 'Failed to fetch reviews',
  reviewStarRange: 'starRating must be a whole number from 1 to 5',

  // Statistics (api/stats.ts).
  statsSettingsSaved: 'Statistics settings saved',
  unknownTimeZone: 'That time zone is not known',
  timeZoneInvalid: 'timeZone must be a time zone name',
  dayStartHourRange: 'dayStartHour must be a whole hour from 0 to 23',
  goalKindInvalid: "goalKind must be 'minutes' or 'pomodoros'",
  goalRange: 'A goal in {kind} must be from {min} to {max}',
  weeksInvalid: 'weeks must be a whole number from 1 to {max}',

  // Push (api/push.ts).
  pushEndpoint: 'endpoint must be the https address of a push service',
  pushP256dh: 'keys.p256dh must be a P-256 public key: 65 bytes in base64url',
  pushAuth: 'keys.auth must be a 16-byte secret in base64url',
  pushKind: 'kind must be focus, countdown, shortBreak or longBreak',
  pushEndsInMs: 'endsInMs must be a whole number of milliseconds from 1 to {max}',
  pushNext: 'next must list at most {max} periods, each ending after the one before',

  // Paying writes (api/idempotency.ts).
  idempotencyKeyMalformed: 'Idempotency-Key must be 1 to 64 characters, each a letter, a digit, "-" or "_".',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request. Send a new key.',

  // Usage reports (api/usage.ts).
  browserRecorded: 'Browser usage recorded',
  focusPeriodRecorded: 'Focus period recorded',
  browserInvalid: 'browser must be one of {browsers}',
  visitorIdInvalid: 'visitorId must be a UUID',
  themeInvalid: "theme must be 'light' or 'dark'",
  periodKindInvalid: "kind must be 'focus' or 'break'",
  secondsMin: 'seconds must be at least 1',
  analyticsFlagInvalid: 'analytics must be true or false',

  // Study groups, live presence and group sessions (api/groups.ts).
  groupNameRequired: 'Please enter a group name',
  groupNameTooLong: 'A group name can be at most {max} characters',
  groupFull: 'This group is full: a group has at most {max} members.',
  groupTooMany: 'You are in {max} groups already, the most allowed. Leave one to join another.',
  groupNotFound: 'Group not found',
  groupIdInvalid: 'That group id is not valid',
  groupMemberIdInvalid: 'That member id is not valid',
  groupInviteInvalid: 'This invite link no longer works. Ask the owner for a new one.',
  groupInviteCodeInvalid: 'code must be the code of an invite link',
  groupCannotJoin: 'You cannot join this group.',
  groupOwnerOnly: 'Only the group owner can do that.',
  groupMemberNotFound: 'That member is not in this group.',
  groupSessionRunning: 'A group session is already running.',
  groupNoSession: 'No group session is running.',
  groupSessionStarterOnly: "Only the session's starter can pause, resume or end it.",
  groupSessionAction: 'action must be start, pause, resume, end, join or leave',
  groupSessionLength: '{field} must be a whole number between {min} and {max}',
  groupReactionInvalid: 'reaction must be one of {reactions}',
  groupReactionAtBreak: 'Reactions can be sent during a session break.',
  groupBlockSelf: 'You cannot block yourself.',
  groupReportReason: 'reason must be one of {reasons}',
  groupReportTarget: 'Report a group or one of its members.',
  groupReported: 'Thanks. An admin will look at your report.',
  groupTimerPhase: "phase must be 'focus', 'break' or 'idle'",

  // Admin (api/admin-stats.ts, api/admin-users.ts).
  adminTotalUsersFailed: 'Failed to fetch total users',
  adminAverageTimeFailed: 'Failed to fetch average time.',
  adminUserUpdated: 'User updated successfully!',
  adminUserUpdateFailed: 'Failed to update user',
  adminCollectingData: 'Collecting data',
  adminSearchTooLong: 'search can be at most {max} characters',
  adminDateFormat: 'date must be a day in the form YYYY-MM-DD',
  adminMonthFormat: 'month must be in the form YYYY-MM',
  adminYearFormat: 'year must be in the form YYYY',
  adminUserIdInvalid: 'That user id is not valid',
  adminLevelRange: 'level must be from 1 to {max}',
  adminCoinsOrLevel: 'Send coins, level or both',
} as const;

export type ServerMessageCode = keyof typeof SERVER_MESSAGES;
/** The variable parts of a message, by placeholder name. */
export type ServerMessageParams = Record<string, string | number>;

/** A placeholder: a bare name in braces. Braces around anything else are text. */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

export function isServerMessageCode(value: unknown): value is ServerMessageCode {
  return typeof value === 'string' && Object.hasOwn(SERVER_MESSAGES, value);
}

/** The placeholder names of a template, in order. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/** The English text of `code` with its placeholders filled (a missing value leaves its placeholder). */
export function serverMessage(code: ServerMessageCode, params: ServerMessageParams = {}): string {
  return SERVER_MESSAGES[code].replace(PLACEHOLDER, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Matcher = { code: ServerMessageCode; names: string[]; pattern: RegExp };

// Built on first use. Templates with more literal text first, so the most specific one wins; a template
// that is nearly all placeholders ('{field}: {detail}') would match almost any text, so it is matched by
// code only.
let exact: Map<string, ServerMessageCode> | undefined;
let templates: Matcher[] | undefined;

function matchers() {
  if (!exact || !templates) {
    exact = new Map();
    templates = [];
    for (const [code, template] of Object.entries(SERVER_MESSAGES) as [ServerMessageCode, string][]) {
      const names = placeholdersOf(template);
      if (names.length === 0) {
        exact.set(template, code);
        continue;
      }
      const literal = template.replace(PLACEHOLDER, '');
      if (literal.replace(/[\s\p{P}]/gu, '').length < 3) continue;
      const source = template
        .split(PLACEHOLDER)
        .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
        .join('');
      templates.push({ code, names, pattern: new RegExp(`^${source}$`, 's') });
    }
    templates.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  }
  return { exact, templates };
}

/**
 * The code (and the placeholders' values) of an English text the API answers: an exact text of the
 * table, or one of its templates with its placeholders filled. Undefined for any other text.
 */
export function matchServerMessage(
  text: string,
): { code: ServerMessageCode; params?: Record<string, string> } | undefined {
  const { exact, templates } = matchers();
  const code = exact.get(text);
  if (code) return { code };
  for (const matcher of templates) {
    const match = matcher.pattern.exec(text);
    if (!match) continue;
    const params: Record<string, string> = {};
    matcher.names.forEach((name, index) => {
      params[name] = match[index + 1]!;
    });
    return { code: matcher.code, params };
  }
  return undefined;
}
