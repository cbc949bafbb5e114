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

const longFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const weekdayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'short', timeZone: 'UTC' });

/** 'Tuesday, 3 November 2026' (in the browser's language). */
export const formatLongDay = (date: string) => longFormat.format(parseDay(date));
/** '3 Nov' */
export const formatShortDay = (date: string) => shortFormat.format(parseDay(date));
/** 'Tue' */
export const formatWeekday = (date: string) => weekdayFormat.format(parseDay(date));
/** 'Nov' */
export const formatMonth = (date: string) => monthFormat.format(parseDay(date));
