import { formatDate } from '../../../i18n/format';

// Calendar arithmetic on 'YYYY-MM-DD' strings. The server has already put every session on the user's
// local day, so these are plain calendar days: computed in UTC, where no day is 23 or 25 hours long.

const DAY_MS = 86_400_000;

export function parseDay(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

export function formatIsoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return formatIsoDay(parseDay(date) + days * DAY_MS);
}

/** 0 = Monday … 6 = Sunday (weeks start on Monday, as ISO weeks do). */
export function weekdayIndex(date: string): number {
  return (new Date(parseDay(date)).getUTCDay() + 6) % 7;
}

export function startOfWeek(date: string): string {
  return addDays(date, -weekdayIndex(date));
}

// The names below are in the active language (format.ts); the days are UTC midnights, so UTC names them.
const LONG = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
const SHORT = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
const WEEKDAY = { weekday: 'short', timeZone: 'UTC' } as const;
const MONTH = { month: 'short', timeZone: 'UTC' } as const;

/** 'Tuesday, November 3, 2026' ('Dienstag, 3. November 2026'). */
export const formatLongDay = (date: string) => formatDate(parseDay(date), LONG);
/** 'Nov 3' ('3. Nov.') */
export const formatShortDay = (date: string) => formatDate(parseDay(date), SHORT);
/** 'Tue' ('Di.') */
export const formatWeekday = (date: string) => formatDate(parseDay(date), WEEKDAY);
/** 'Nov' ('Nov.') */
export const formatMonth = (date: string) => formatDate(parseDay(date), MONTH);

/** A Monday, from which the weekdays' names are read (0 = Monday … 6 = Sunday). */
const A_MONDAY = '2024-01-01';
/** 'Mon' … 'Sun' in the active language. */
export const weekdayName = (index: number) => formatWeekday(addDays(A_MONDAY, index));
