// Accounts that exist before the journeys start, made by e2e/support/start-test-server.mjs before the
// server starts.

/**
 * The admin made with the create-admin command, as an operator would: coins and levels are given
 * through the real admin API (PUT /api/admin/users/{id}), never by writing to the database behind the
 * server's back.
 */
export const E2E_ADMIN = { email: 'admin@e2e.test', username: 'e2eadmin', password: 'Admin123$' } as const;
/** The German pass's admin: its sign-in with a German device saves German on its account, which any later
 * sign-in of the same account adopts, so it must not be the admin the English journeys use. */
export const E2E_GERMAN_ADMIN = {
  email: 'admin-de@e2e.test',
  username: 'e2eadminde',
  password: 'Admin123$',
} as const;

/** A verified account created a day before the journeys start; they share one password. */
const dayOld = <E extends string, U extends string>(email: E, username: U) =>
  ({ email, username, password: 'Seasoned123$', ageMs: 24 * 60 * 60 * 1000 }) as const;

/**
 * A verified account that is a day old when the journeys start, made before the server starts
 * (scripts/e2e/seed-accounts.ts). A task pomodoro is paid from claimed focus time, which the wall-clock
 * bound lets a brand-new account claim only as time passes, and the journeys run on the wall clock, so the
 * journeys that need a credited pomodoro sign in as this account.
 */
export const SEASONED_ACCOUNT = dayOld('seasoned@e2e.test', 'e2eseasoned');

/**
 * A second day-old account, only for the offline journey (pwa-offline.spec.ts): it checks coins to the
 * coin, so no other journey may spend this account's wall-clock allowance under it.
 */
export const OFFLINE_FOCUS_ACCOUNT = dayOld('offline-focus@e2e.test', 'e2eofflinefocus');

/**
 * A third day-old account, only for the weekly group goal's journey (study-groups.spec.ts): it claims
 * a minute of focus at once, which reaches a group's goal while another member watches.
 */
export const GROUP_GOAL_ACCOUNT = dayOld('group-goal@e2e.test', 'e2egroupgoal');

/** Every account scripts/e2e/seed-accounts.ts inserts before the server starts. */
export const SEEDED_ACCOUNTS = [SEASONED_ACCOUNT, OFFLINE_FOCUS_ACCOUNT, GROUP_GOAL_ACCOUNT] as const;
