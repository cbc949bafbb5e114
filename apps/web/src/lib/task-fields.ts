import { TASK_POMODOROS_MAX, TASK_POMODOROS_MIN } from '@focus-room/core/api/tasks-plain';
import { formatDate } from '../i18n/format';

// Field rules both task forms share, the visitors' and the board's (docs/product-rules.md#task-fields).

/** Today as YYYY-MM-DD in the browser's time zone. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** While typing: a value past a limit snaps to it; an empty field stays empty until it is left. */
export function clampPomodorosInput(raw: string): string {
  if (raw.trim() === '') return '';
  const value = Math.round(Number(raw));
  if (!Number.isFinite(value)) return '';
  return String(Math.min(TASK_POMODOROS_MAX, Math.max(TASK_POMODOROS_MIN, value)));
}

/** The date field's rule: a well-formed day not before `minDate`; anything else becomes today. */
export const dateOrToday = (date: string, minDate: string, today: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= minDate ? date : today;

/**
 * A task's day for its card ("2026-06-20" → "Jun 20, 2026", "20. Juni 2026"), in the active language and
 * read as a calendar day (never shifted by the time zone); anything unreadable is shown as it is.
 */
export function formatTaskDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return formatDate(new Date(year, month - 1, day), { month: 'short', day: 'numeric', year: 'numeric' });
}
