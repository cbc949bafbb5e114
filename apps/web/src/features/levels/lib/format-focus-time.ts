import { reportedUnitsToSeconds, wholeFocusMinutes } from '@focus-room/core/timer/focus-units';

/**
 * The profile's 'Total focus time' ('Xh Ym') from the server's total, which is in the focus-time call's
 * unit (measured seconds / 1.9): shown as the real focused time (docs/product-rules.md#focus-time).
 * Anything unusable reads '0h 0m', the stats' fallback.
 */
export function formatReportedFocusTime(units: number | null | undefined): string {
  if (typeof units !== 'number' || !Number.isFinite(units) || units <= 0) return '0h 0m';
  const minutes = wholeFocusMinutes(reportedUnitsToSeconds(units));
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}
