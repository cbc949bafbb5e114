import { LANGUAGES } from '@focus-room/core/i18n/languages';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    displayName: text('display_name'),
    photoUrl: text('photo_url'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    isVerified: boolean('is_verified').notNull().default(false),
    // The language of the account's mails and of the web when signed in (core i18n/languages.ts; decision
    // 041). Set at registration or first Google sign-in from the browser, changed by PUT /api/user/language.
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    level: integer('level').notNull().default(1),
    // The balance is kept next to the ledger so an upgrade can spend with one conditional UPDATE;
    // the ledger remains the record every total is derived from.
    coins: integer('coins').notNull().default(0),
    // Claim bookkeeping of the focus bounds (@focus-room/core/economy/claim-bound): wall-clock time up to which
    // coins / focus time have been paid out. Null until the first credited claim (then created_at counts).
    coinsCreditedUntil: timestamp('coins_credited_until', { withTimezone: true }),
    timeCreditedUntil: timestamp('time_credited_until', { withTimezone: true }),
    // Task pomodoros are paid from claimed focus time (POMODORO_RULE): the focus seconds (focus_time × 1.9)
    // the credited pomodoros have used up. What the total holds beyond it pays the next pomodoro.
    pomodoroFocusSeconds: doublePrecision('pomodoro_focus_seconds').notNull().default(0),
    // Running totals of the ledgers, kept by triggers on coin_ledger and focus_time_ledger (migration
    // 0005, docs/decisions/024-ledger-totals-on-the-user-row.md) so the profile figures cost the same for
    // a user with three years of history as for a new one: coins earned (every non-upgrade movement, net),
    // coins spent on upgrades (positive), focus time (in the ledger's unit). Never written by the app.
    coinsEarned: integer('coins_earned').notNull().default(0),
    coinsSpent: integer('coins_spent').notNull().default(0),
    // The part of coins_spent that bought collection items (docs/product-rules.md#collections), kept by the
    // same trigger.
    collectionCoinsSpent: integer('collection_coins_spent').notNull().default(0),
    focusTime: integer('focus_time').notNull().default(0),
    // The user's tasks (all, and finished), kept by a trigger on tasks (migration 0006): the completed
    // list's counts and the admin task figures read these instead of counting years of finished tasks.
    tasksTotal: integer('tasks_total').notNull().default(0),
    tasksFinished: integer('tasks_finished').notNull().default(0),
    // Pomodoros still to do on the ongoing tasks (estimate less completed, never below 0 per task), kept
    // by the same trigger (migration 0018): the timer's minute read of remaining-pomodoros answers from it.
    remainingPomodoros: integer('remaining_pomodoros').notNull().default(0),
    // Count and seconds of the user's finished timer periods by kind, kept by a trigger on focus_periods
    // (migrations 0006, 0028) for the admin Analytics figures: only periods reported with analytics consent.
    focusPeriods: integer('focus_periods').notNull().default(0),
    focusPeriodSeconds: bigint('focus_period_seconds', { mode: 'number' }).notNull().default(0),
    breakPeriods: integer('break_periods').notNull().default(0),
    breakPeriodSeconds: bigint('break_period_seconds', { mode: 'number' }).notNull().default(0),
    // When the account first had the newsletter prompt (docs/product-rules.md#newsletter-prompt): kept
    // here, not only in a browser, so a new device or a wiped browser does not ask again.
    newsletterPromptedAt: timestamp('newsletter_prompted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    // The admin user search is a case-insensitive substring match (ILIKE '%…%') on both names; a trigram
    // index serves it without reading every account (pg_trgm, loaded in PGlite too: db/database.ts;
    // docs/decisions/028-reads-in-one-round-trip.md).
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    // The admin Users tab lists accounts newest first, a page at a time: read backwards, a page is a
    // range of the index instead of a sort of every account.
    index('users_created_idx').on(t.createdAt, t.id),
    // Last line of defence behind the conditional spending UPDATE: a balance can never go negative.
    check('users_coins_nonnegative', sql`${t.coins} >= 0`),
    check('users_language_known', sql`${t.language} in ('en', 'de')`),
  ],
);

// Every bearer token names a row here, so logout, a password reset or account deletion ends it at once.
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // The idle rule (12 hours without a request ends the session) reads this; it is written at most once
    // a minute per session, so authenticated reads stay reads.
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password', 'change-email'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

export const loginEvents = pgTable(
  'login_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['password', 'google'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_events_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Append-only record of every coin movement: positive = earned, negative = spent. users.coins always
 * equals the sum of a user's rows (both change in one transaction); totals are derived from here.
 */
export const coinLedger = pgTable(
  'coin_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    kind: text('kind', { enum: ['focus', 'upgrade', 'admin', 'task', 'collection'] }).notNull(),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  // Covers per-user sums by kind and the focus coins of one UTC day.
  (t) => [index('coin_ledger_user_kind_created_idx').on(t.userId, t.kind, t.createdAt)],
);

/** Append-only focus time, in the unit the client sends (measured seconds / 1.9, rounded). */
export const focusTimeLedger = pgTable(
  'focus_time_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seconds: integer('seconds').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('focus_time_ledger_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Tasks (docs/product-rules.md#tasks). `position` is the rank inside the task's zone (priority); finished
 * tasks keep theirs so unchecking puts a task back where it was. `finished_at` dates the 24-hour intermediate
 * window.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskName: text('task_name').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    estimatedPomodoros: integer('estimated_pomodoros').notNull(),
    completedPomodoros: integer('completed_pomodoros').notNull().default(0),
    priority: text('priority', { enum: ['must do', 'can do'] }).notNull(),
    status: text('status', { enum: ['ongoing', 'finished'] })
      .notNull()
      .default('ongoing'),
    position: integer('position').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    // The statistics day this finish was counted on (stats_days.tasks_finished), set by a trigger (migration
    // stats_summary) so unchecking the task takes the count back from that very day. Never written by the app.
    finishedDay: date('finished_day', { mode: 'string' }),
    // Set once, when the task first earned task coins: finishing it again never pays again.
    coinsAwardedAt: timestamp('coins_awarded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One user's tasks of a status; the finished ones by finish time (intermediate and completed lists).
    // The board reads the ongoing ones through its first two columns (at most 100, sorted in memory):
    // no index holds priority or position, so a reorder's updates stay heap-only (migration 0013).
    index('tasks_user_status_finished_idx').on(t.userId, t.status, t.finishedAt),
    check('tasks_estimated_range', sql`${t.estimatedPomodoros} between 0 and 100`),
    check('tasks_completed_nonnegative', sql`${t.completedPomodoros} >= 0`),
    check('tasks_name_length', sql`char_length(${t.taskName}) between 1 and 200`),
  ],
);

/**
 * Append-only record of pomodoros credited to tasks (POST /api/tasks/complete-pomodoro). It outlives
 * deleted tasks, so the per-user wall-clock bound cannot be reset by deleting a task.
 */
export const taskPomodoros = pgTable(
  'task_pomodoros',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // No foreign key on purpose: the row stays when its task is deleted, and deleting a task needs no
    // scan of this table.
    taskId: uuid('task_id'),
    createdAt: createdAt(),
  },
  (t) => [index('task_pomodoros_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * The remembered answers of paying writes sent with an Idempotency-Key (services/idempotency/), one per
 * user and key: a retry of the same request gets `status_code` + `body` again and changes nothing.
 * `fingerprint` names the request (method, path, body) so a key reused for another request is refused.
 * Written in the same transaction as the credit it answers; pruned after 7 days by `created_at`.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
    check('idempotency_keys_key_valid', sql`${t.key} ~ '^[A-Za-z0-9_-]{1,64}$'`),
  ],
);

/**
 * Newsletter subscriptions, at most one row per user; unsubscribing deletes it. `email` + `subscribed_at` are
 * the confirmed subscription (null while the user has none); the `pending_*` columns are an address waiting
 * for double opt-in, reachable through the SHA-256 hash of the mailed token until `confirm_expires_at`. A row
 * holds at least one of the two. The newsletter email may differ from the account email.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }),
    pendingEmail: text('pending_email'),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    // The language of the newsletter mails to this address: the subscriber's when they subscribed, which
    // holds for the confirmation link too (its reader may have no account; decision 041).
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_user_key').on(t.userId),
    uniqueIndex('newsletter_subscriptions_confirm_token_key').on(t.confirmTokenHash),
    index('newsletter_subscriptions_subscribed_idx').on(t.subscribedAt),
    check('newsletter_subscriptions_confirmed_pair', sql`(${t.email} is null) = (${t.subscribedAt} is null)`),
    check(
      'newsletter_subscriptions_pending_triple',
      sql`(${t.pendingEmail} is null) = (${t.confirmTokenHash} is null) and (${t.pendingEmail} is null) = (${t.confirmExpiresAt} is null)`,
    ),
    check('newsletter_subscriptions_language_known', sql`${t.language} in ('en', 'de')`),
    check('newsletter_subscriptions_not_empty', sql`${t.email} is not null or ${t.pendingEmail} is not null`),
  ],
);

/** Feedback. A guest's review has no user; a user's reviews go with their account. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    starRating: integer('star_rating').notNull(),
    textReview: text('text_review').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_created_idx').on(t.createdAt),
    index('reviews_user_idx').on(t.userId),
    check('reviews_star_range', sql`${t.starRating} between 1 and 5`),
  ],
);

/**
 * Consented usage reports (cookie category "analytics"): one row per browser profile, keyed by a random
 * id the browser made after consent. No user id, so nothing here identifies an account.
 */
export const visitorReports = pgTable(
  'visitor_reports',
  {
    visitorId: uuid('visitor_id').primaryKey(),
    browser: text('browser', { enum: ['Chrome', 'Firefox', 'Safari', 'Edge', 'Opera', 'Other'] }).notNull(),
    theme: text('theme', { enum: ['light', 'dark'] }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // No index on browser: the most-used figure reads the whole table anyway, and one would slow every insert.
  (t) => [
    check(
      'visitor_reports_browser_valid',
      sql`${t.browser} in ('Chrome', 'Firefox', 'Safari', 'Edge', 'Opera', 'Other')`,
    ),
    check('visitor_reports_theme_valid', sql`${t.theme} is null or ${t.theme} in ('light', 'dark')`),
  ],
);

/**
 * Finished timer periods of signed-in users (a focus period of a pomodoro or countdown, or a break): the
 * user's own statistics count their pomodoros from here whatever the cookie choice; the admin Analytics
 * figures (sessions, average focus and break, todos per session) count only the periods reported while
 * the user allowed analytics (`analytics`; docs/product-rules.md#usage-reports).
 */
export const focusPeriods = pgTable(
  'focus_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['focus', 'break'] }).notNull(),
    seconds: integer('seconds').notNull(),
    analytics: boolean('analytics').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('focus_periods_user_created_idx').on(t.userId, t.createdAt),
    // No index on kind: the admin figures aggregate the whole table, and one would slow every insert.
    check('focus_periods_kind_valid', sql`${t.kind} in ('focus', 'break')`),
    check('focus_periods_seconds_positive', sql`${t.seconds} > 0`),
  ],
);

/**
 * The statistics settings of a user (docs/product-rules.md#statistics) and the running session the
 * triggers date credits by (docs/decisions/036-stats-summary-by-triggers.md). A user without a row has the
 * defaults; the first credit or a settings change creates it.
 */
export const statsSettings = pgTable(
  'stats_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    goalKind: text('goal_kind', { enum: ['minutes', 'pomodoros'] })
      .notNull()
      .default('minutes'),
    goalValue: integer('goal_value').notNull().default(100),
    dayStartHour: integer('day_start_hour').notNull().default(4),
    // Null until the browser saved the user's zone; days are counted in UTC until then.
    timeZone: text('time_zone'),
    // The day of the session the last focus credit belonged to, and when that credit arrived: a credit
    // within 10 minutes of it continues the session and counts on its day (decision 037). Trigger-kept.
    sessionDay: date('session_day', { mode: 'string' }),
    sessionLastAt: timestamp('session_last_at', { withTimezone: true }),
  },
  (t) => [
    check('stats_settings_goal_kind_valid', sql`${t.goalKind} in ('minutes', 'pomodoros')`),
    check('stats_settings_goal_value_positive', sql`${t.goalValue} >= 1`),
    check('stats_settings_day_start_hour_range', sql`${t.dayStartHour} between 0 and 23`),
  ],
);

/**
 * One row per user and local day with anything credited: the statistics panel reads these, never the
 * ledgers (decision 036). Kept by triggers on coin_ledger, focus_time_ledger, focus_periods and tasks; the
 * goal is the one in force when the day's first credit came (or set that day), so changing the goal never
 * changes a past day.
 */
export const statsDays = pgTable(
  'stats_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    // Focus time in the ledger's unit (measured seconds / 1.9).
    focusUnits: integer('focus_units').notNull().default(0),
    // Finished focus periods.
    pomodoros: integer('pomodoros').notNull().default(0),
    // Focus and task coins.
    coinsEarned: integer('coins_earned').notNull().default(0),
    tasksFinished: integer('tasks_finished').notNull().default(0),
    goalKind: text('goal_kind', { enum: ['minutes', 'pomodoros'] }).notNull(),
    goalValue: integer('goal_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * Web Push subscriptions (docs/product-rules.md#alerts-at-a-period-end): one row per browser a user opted
 * in on. The same browser may be subscribed by two accounts that signed in on it in turn; each row is only
 * ever read, changed or removed through its own user. A push service answering 404/410 deletes the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_user_endpoint_key').on(t.userId, t.endpoint)],
);

/**
 * The job queue (docs/decisions/033-job-queue-in-the-database.md): work due at `run_at`, claimed by one
 * instance at a time with FOR UPDATE SKIP LOCKED and a lease (`locked_until`), deleted when done. A job
 * with a `singleton_key` is the only pending one of that key: scheduling again replaces it (and gives it
 * a new id, so an instance finishing the old one cannot delete the new one).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['period-end-push', 'group-focus-push'] }).notNull(),
    singletonKey: text('singleton_key'),
    // The job's owner, when it has one: deleting the account deletes its pending jobs.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_singleton_key').on(t.singletonKey),
    index('jobs_run_at_idx').on(t.runAt),
    check('jobs_kind_valid', sql`${t.kind} in ('period-end-push', 'group-focus-push')`),
  ],
);

/**
 * The collection items a user bought after level 50 (docs/product-rules.md#collections), one row per item:
 * the primary key makes a second purchase of one item impossible whatever the app does. `price` is what
 * was paid (also in the item's coin_ledger row); `collection` is kept for the admin figures per set.
 */
export const collectionItems = pgTable(
  'collection_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    collection: text('collection').notNull(),
    price: integer('price').notNull(),
    shown: boolean('shown').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    index('collection_items_collection_idx').on(t.collection),
    check('collection_items_price_positive', sql`${t.price} > 0`),
  ],
);

/**
 * Study groups (docs/product-rules.md#study-groups): private, invite-only, at most 8 members. The name is
 * seen only by members (and by an admin handling a report). The owner is always a member; account deletion
 * and admin removal hand the group over first (services/groups/membership.ts), so `owner_id` goes null only
 * for an instant.
 */
export const studyGroups = pgTable(
  'study_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    weeklyGoalMinutes: integer('weekly_goal_minutes').notNull().default(600),
    // When the group last sent its "started focusing — join?" push: at most one an hour per group,
    // checked and set under the group's row lock (services/groups/focus-push.ts).
    focusPushedAt: timestamp('focus_pushed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('study_groups_name_length', sql`char_length(${t.name}) between 1 and 40`),
    check('study_groups_goal_positive', sql`${t.weeklyGoalMinutes} >= 1`),
  ],
);

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => studyGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Whether the member takes part in the group's running session (their timer follows its phase).
    inSession: boolean('in_session').notNull().default(false),
    // The member's own choice of a push when another member here starts focusing (off by default).
    focusPush: boolean('focus_push').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_members_user_idx').on(t.userId)],
);

/** Invite links: only a SHA-256 of the 128-bit code is kept, so a copy of the database opens no group. */
export const groupInvites = pgTable(
  'group_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => studyGroups.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('group_invites_code_hash_key').on(t.codeHash),
    index('group_invites_group_idx').on(t.groupId),
  ],
);

/**
 * A group's running shared session: the server keeps its start, lengths and pauses; every screen derives
 * the phase from them (core groups/session.ts). One per group; ending it deletes the row.
 */
export const groupSessions = pgTable(
  'group_sessions',
  {
    groupId: uuid('group_id')
      .primaryKey()
      .references(() => studyGroups.id, { onDelete: 'cascade' }),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    focusSeconds: integer('focus_seconds').notNull(),
    breakSeconds: integer('break_seconds').notNull(),
    cycles: integer('cycles').notNull(),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    pausedMs: bigint('paused_ms', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    check(
      'group_sessions_lengths_positive',
      sql`${t.focusSeconds} > 0 and ${t.breakSeconds} > 0 and ${t.cycles} > 0`,
    ),
  ],
);

/** Blocks: neither user sees the other in any group, and neither can join a group the other is in. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
    check('user_blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/** Reports of a group's name or a member, with a fixed reason; the admin Reports tab lists them. */
export const groupReports = pgTable(
  'group_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    groupId: uuid('group_id').references(() => studyGroups.id, { onDelete: 'set null' }),
    reportedUserId: uuid('reported_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: ['name', 'harassment', 'spam', 'other'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('group_reports_created_idx').on(t.createdAt),
    index('group_reports_reporter_idx').on(t.reporterId),
    check('group_reports_reason_valid', sql`${t.reason} in ('name', 'harassment', 'spam', 'other')`),
  ],
);

/** Reactions sent at a break (one of six fixed ones), kept for the rate limit's record and the export. */
export const groupReactions = pgTable(
  'group_reactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => studyGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reaction: text('reaction').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('group_reactions_user_idx').on(t.userId, t.createdAt)],
);

/** Weeks in which a group reached its goal: the group's history and the badge on its card. */
export const groupWeeksReached = pgTable(
  'group_weeks_reached',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => studyGroups.id, { onDelete: 'cascade' }),
    monday: date('monday', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull(),
    goalMinutes: integer('goal_minutes').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.monday] })],
);

/**
 * What a user's groups may see of them (docs/product-rules.md#live-presence): the setting "Show my activity
 * to my groups", their timer's last report and when a live connection of theirs was last seen. A user
 * without a row shows their activity and is offline.
 */
export const userPresence = pgTable(
  'user_presence',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    showActivity: boolean('show_activity').notNull().default(true),
    phase: text('phase', { enum: ['focus', 'break', 'idle'] })
      .notNull()
      .default('idle'),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [check('user_presence_phase_valid', sql`${t.phase} in ('focus', 'break', 'idle')`)],
);
