import {
  loginFrequencyDailyQuerySchema,
  loginFrequencyMonthlyQuerySchema,
  loginFrequencyYearlyQuerySchema,
} from '@focus-room/core/api/admin-stats';

export type FrequencyPeriod = 'daily' | 'monthly' | 'yearly';

// The server counts sign-ins per UTC day, month and year, so the defaults are UTC too: a login made a
// moment ago always falls in the preselected day, whatever the admin's time zone.
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);
export const utcMonth = (now = new Date()) => now.toISOString().slice(0, 7);
export const utcYear = (now = new Date()) => now.toISOString().slice(0, 4);

/** The query parameter of each period's endpoint, or null while the input does not hold a valid value. */
export function frequencyQuery(period: FrequencyPeriod, value: string): Record<string, string> | null {
  switch (period) {
    case 'daily':
      return loginFrequencyDailyQuerySchema.safeParse({ date: value }).success ? { date: value } : null;
    case 'monthly':
      return loginFrequencyMonthlyQuerySchema.safeParse({ month: value }).success ? { month: value } : null;
    case 'yearly':
      return loginFrequencyYearlyQuerySchema.safeParse({ year: value }).success ? { year: value } : null;
  }
}
