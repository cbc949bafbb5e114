import { formatDate } from '../i18n/format';

/** "2026-06-20" → "Jun 20, 2026" (German: "20. Juni 2026"), read as a calendar day (never shifted by the time zone). */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return formatDate(new Date(year, month - 1, day), { month: 'short', day: 'numeric', year: 'numeric' });
}
