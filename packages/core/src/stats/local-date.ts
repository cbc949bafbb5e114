/**
 * Local days of the statistics (docs/decisions/037-the-stats-day-boundary.md): a day is a calendar date in
 * the user's IANA time zone that starts at the user's day start hour, so with the default 4:00 a session at
 * 1 am counts for the evening before. Dates travel as `YYYY-MM-DD` strings; the arithmetic below runs on
 * them as whole day numbers, where no day is ever 23 or 25 hours long.
 */
export type LocalDate = string;

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

/**
 * Days since 1970-01-01 of a date, and back: Howard Hinnant's civil-calendar algorithms, plain integer
 * arithmetic (no Date object), because the streak walks every day of a user's history on each read.
 */
export function toDayNumber(date: LocalDate): number {
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  const y = Number(date.slice(0, 4)) - (m <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  return era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719468;
}

export function fromDayNumber(days: number): LocalDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp + (mp < 10 ? 3 : -9);
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

/**
 * The local day an instant belongs to: its wall-clock date in `timeZone`, or the date before when its
 * wall-clock hour is earlier than `dayStartHour`. Reading the wall clock (not subtracting hours from the
 * instant) keeps a day start at 4:00 at 4:00 on the days the clocks change. The database does the same:
 * `((at AT TIME ZONE tz) - make_interval(hours => h))::date`.
 */
export function localDayOf(instant: Date | number, timeZone: string, dayStartHour: number): LocalDate {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  const date = `${pad(part('year'), 4)}-${pad(part('month'), 2)}-${pad(part('day'), 2)}`;
  return part('hour') < dayStartHour ? addDays(date, -1) : date;
}

/** `date` moved by `days` (negative goes back). */
export function addDays(date: LocalDate, days: number): LocalDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** The Monday of the week `date` is in (weeks run Monday to Sunday). */
export function mondayOf(date: LocalDate): LocalDate {
  // Day 0 (1970-01-01) was a Thursday: Monday-based weekday = (n + 3) mod 7.
  const n = toDayNumber(date);
  return fromDayNumber(n - ((((n + 3) % 7) + 7) % 7));
}

/** Every date from `from` to `to`, both included, oldest first (empty when `to` is before `from`). */
export function datesFrom(from: LocalDate, to: LocalDate): LocalDate[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i));
}
