/**
 * A verified account that is a day old when the journeys start, made before the server starts
 * (scripts/e2e/seed-seasoned-account.ts). A brand-new account cannot be credited a task pomodoro until one pomodoro
 * interval (20 minutes) after it was made, and the journeys run on the wall clock, so the journeys that
 * need a credited pomodoro sign in as this account.
 */
export const SEASONED_ACCOUNT = {
  email: 'seasoned@e2e.test',
  username: 'e2eseasoned',
  password: 'Seasoned123$',
  ageMs: 24 * 60 * 60 * 1000,
} as const;
