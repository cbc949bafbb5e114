import { z } from 'zod';
import { SERVER_MESSAGES as M, serverMessage } from '../i18n/server-messages';
import { pageQuerySchema, paginationSchema } from './common';
import type { ApiRoute } from './route';
import { isCalendarDate } from './tasks';
import { BROWSERS } from './usage';

/** Wording of the admin area (docs/product-rules.md#admin). */
export const ADMIN_MESSAGES = {
  totalUsersFailed: M.adminTotalUsersFailed,
  averageTimeFailed: M.adminAverageTimeFailed,
  userUpdated: M.adminUserUpdated,
  userUpdateFailed: M.adminUserUpdateFailed,
  collectingData: M.adminCollectingData,
} as const;

/**
 * GET /api/admin/totalRegistered. totalRegistered: accounts with a verified email (the ones that can use
 * the app); allUsers: every account, unverified included.
 */
export const totalRegisteredResponseSchema = z.object({
  totalRegistered: z.number().int(),
  allUsers: z.number().int(),
});

/** GET /api/admin/averageTime: focus time per verified account, in minutes (one decimal). */
export const averageTimeResponseSchema = z.object({ averageTimeInMinutes: z.number() });

/** GET /api/admin/average-tasks: ongoing and finished tasks per verified account (two decimals). */
export const averageTasksResponseSchema = z.object({
  avgOngoingTasks: z.number(),
  avgCompletedTasks: z.number(),
});

/** GET /api/most-used (admins): the browser most profiles reported, or null before any report. */
export const mostUsedResponseSchema = z.object({ browser: z.enum(BROWSERS).nullable() });

/**
 * GET /api/admin/theme-split: the dashboard's dark / light shares, as whole percentages of the profiles
 * that reported a theme (they add up to 100); both null while `reports` is 0.
 */
export const themeSplitResponseSchema = z.object({
  darkPercent: z.number().int().nullable(),
  lightPercent: z.number().int().nullable(),
  reports: z.number().int(),
});

/**
 * GET /api/admin/analytics: the Analytics tab's figures from real data. A session is one finished focus
 * period (pomodoro or countdown). Averages are 0 while nothing has been recorded.
 * - sessions: finished focus periods of all users
 * - averageFocusMinutes / averageBreakMinutes: mean length of a focus period / a break (one decimal)
 * - todosPerSession: tasks finished divided by sessions (two decimals)
 * - averageCoins / highestCoins: mean and largest coin balance of verified accounts
 */
export const analyticsResponseSchema = z.object({
  sessions: z.number().int(),
  averageFocusMinutes: z.number(),
  averageBreakMinutes: z.number(),
  todosPerSession: z.number(),
  averageCoins: z.number(),
  highestCoins: z.number().int(),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

export const ADMIN_USERS_PAGE_SIZE = 12;
export const ADMIN_USERS_PAGE_SIZE_MAX = 100;

/** GET /api/admin/users?page&limit&search: the Users tab, newest account first; search matches name or email. */
export const adminUsersQuerySchema = pageQuerySchema(ADMIN_USERS_PAGE_SIZE, ADMIN_USERS_PAGE_SIZE_MAX).extend(
  {
    search: z
      .string()
      .trim()
      .max(200, serverMessage('adminSearchTooLong', { max: 200 }))
      .optional()
      .default(''),
  },
);

export const adminUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  isVerified: z.boolean(),
  coins: z.number().int(),
  level: z.number().int(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  pagination: paginationSchema,
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/**
 * GET /api/admin/users/{id}/login-frequency/{daily|monthly|yearly}: sign-ins of one user in a UTC day
 * (?date=YYYY-MM-DD), month (?month=YYYY-MM) or year (?year=YYYY).
 */
export type LoginPeriodQuery = { date: string } | { month: string } | { year: string };

const dayOf = (date: Date) =>
  [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]
    .map((part, i) => String(part).padStart(i === 0 ? 4 : 2, '0'))
    .join('-');

/**
 * The UTC interval [from, to) of a period, or null unless its first day and its end are both days that
 * isCalendarDate accepts (1970-01-01 to 9999-12-31): both ends must be timestamps every database engine
 * stores, and Date.UTC would read the years 0–99 as 1900–1999.
 */
export function loginPeriodInterval(period: LoginPeriodQuery): { from: Date; to: Date } | null {
  const first =
    'date' in period ? period.date : 'month' in period ? `${period.month}-01` : `${period.year}-01-01`;
  if (!isCalendarDate(first)) return null;
  const [year, month, day] = first.split('-').map(Number) as [number, number, number];
  const to =
    'date' in period
      ? new Date(Date.UTC(year, month - 1, day + 1))
      : 'month' in period
        ? new Date(Date.UTC(year, month, 1))
        : new Date(Date.UTC(year + 1, 0, 1));
  return isCalendarDate(dayOf(to)) ? { from: new Date(`${first}T00:00:00Z`), to } : null;
}

const DATE_FORMAT = M.adminDateFormat;
const MONTH_FORMAT = M.adminMonthFormat;
const YEAR_FORMAT = M.adminYearFormat;

export const loginFrequencyDailyQuerySchema = z.object({
  date: z
    .string({ error: DATE_FORMAT })
    .refine((date) => loginPeriodInterval({ date }) !== null, DATE_FORMAT),
});
export const loginFrequencyMonthlyQuerySchema = z.object({
  month: z
    .string({ error: MONTH_FORMAT })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_FORMAT)
    .refine((month) => loginPeriodInterval({ month }) !== null, MONTH_FORMAT),
});
export const loginFrequencyYearlyQuerySchema = z.object({
  year: z
    .string({ error: YEAR_FORMAT })
    .regex(/^\d{4}$/, YEAR_FORMAT)
    .refine((year) => loginPeriodInterval({ year }) !== null, YEAR_FORMAT),
});
export const loginFrequencyResponseSchema = z.object({ count: z.number().int() });

// The endpoints of this area: method and path, for the server to register and the web to call (api/route.ts).
export const totalRegisteredRoute = {
  method: 'GET',
  path: '/api/admin/totalRegistered',
} as const satisfies ApiRoute;
export const averageTimeRoute = { method: 'GET', path: '/api/admin/averageTime' } as const satisfies ApiRoute;
export const averageTasksRoute = {
  method: 'GET',
  path: '/api/admin/average-tasks',
} as const satisfies ApiRoute;
export const mostUsedBrowserRoute = { method: 'GET', path: '/api/most-used' } as const satisfies ApiRoute;
export const themeSplitRoute = { method: 'GET', path: '/api/admin/theme-split' } as const satisfies ApiRoute;
export const analyticsRoute = { method: 'GET', path: '/api/admin/analytics' } as const satisfies ApiRoute;
export const adminUsersRoute = { method: 'GET', path: '/api/admin/users' } as const satisfies ApiRoute;
export const loginFrequencyDailyRoute = {
  method: 'GET',
  path: '/api/admin/users/:id/login-frequency/daily',
  url: (id: string) => `/api/admin/users/${encodeURIComponent(id)}/login-frequency/daily`,
} as const satisfies ApiRoute;
export const loginFrequencyMonthlyRoute = {
  method: 'GET',
  path: '/api/admin/users/:id/login-frequency/monthly',
  url: (id: string) => `/api/admin/users/${encodeURIComponent(id)}/login-frequency/monthly`,
} as const satisfies ApiRoute;
export const loginFrequencyYearlyRoute = {
  method: 'GET',
  path: '/api/admin/users/:id/login-frequency/yearly',
  url: (id: string) => `/api/admin/users/${encodeURIComponent(id)}/login-frequency/yearly`,
} as const satisfies ApiRoute;
