/**
 * Local days of the statistics (docs/decisions/037-the-stats-day-boundary.md): a day is a calendar date in
 * the user's IANA time zone that starts at the user's day start hour, so with the default 4:00 a session at
 * 1 am counts for the evening before. Dates travel as `YYYY-MM-DD` strings; the arithmetic below runs on
 * them through UTC midnights, where no day is ever 23 or 25 hours long.
 */
export type LocalDate = string;

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const toDate = (date: LocalDate): number =>
  Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));
const fromTime = (time: number): LocalDate => new Date(time).toISOString().slice(0, 10);

/**
 * The local day an instant belongs to: its wall-clock date in `timeZone`, or the date before when its
 * wall-clock hour is earlier than `dayStartHour`. Reading the wall clock (not subtracting hours from the
 * instant) keeps a day start at 4:00 at 4:00 on the days the clocks change. The database does the same:
 * `((at AT TIME ZONE tz) - make_interval(hours => h))::date`.
 */
export function localDayOf(instant: Date | number, timeZone: string, dayStartHour: number): LocalDate {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const date = fromTime(Date.UTC(part('year'), part('month') - 1, part('day')));
  return part('hour') < dayStartHour ? addDays(date, -1) : date;
}

/** `date` moved by `days` (negative goes back). */
export function addDays(date: LocalDate, days: number): LocalDate {
  return fromTime(toDate(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((toDate(to) - toDate(from)) / DAY_MS);
}

/** The Monday of the week `date` is in (weeks run Monday to Sunday). */
export function mondayOf(date: LocalDate): LocalDate {
  const weekday = new Date(toDate(date)).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** Every date from `from` to `to`, both included, oldest first (empty when `to` is before `from`). */
export function datesFrom(from: LocalDate, to: LocalDate): LocalDate[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i));
}
