import type { FrequencyPeriod } from '../lib/utc-periods';

/** Query keys of the admin area; everything lives under ['admin']. */
export const adminKeys = {
  all: ['admin'] as const,
  totalRegistered: ['admin', 'total-registered'] as const,
  averageTime: ['admin', 'average-time'] as const,
  averageTasks: ['admin', 'average-tasks'] as const,
  mostUsedBrowser: ['admin', 'most-used-browser'] as const,
  themeSplit: ['admin', 'theme-split'] as const,
  analytics: ['admin', 'analytics'] as const,
  users: ['admin', 'users'] as const,
  userPage: (params: { page: number; limit: number; search: string }) => ['admin', 'users', params] as const,
  loginFrequency: (userId: string, period: FrequencyPeriod, value: string) =>
    ['admin', 'login-frequency', userId, period, value] as const,
  newsletterSubscribers: ['admin', 'newsletter', 'subscribers'] as const,
  newsletterStats: ['admin', 'newsletter', 'stats'] as const,
  reviewPages: ['admin', 'reviews'] as const,
  reviews: (page: number, limit: number) => ['admin', 'reviews', { page, limit }] as const,
};

/** Admin figures change with every user's activity: read them fresh whenever a tab opens. */
export const ADMIN_STALE_TIME = 5_000;
