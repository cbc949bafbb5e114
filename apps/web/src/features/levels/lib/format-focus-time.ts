import { reportedUnitsToSeconds, wholeFocusMinutes } from '@focus-room/core/timer/focus-units';
import { translate } from '../../../i18n/i18n';

/**
 * The profile's 'Total focus time' ('Xh Ym') from the server's total, which is in the focus-time call's
 * unit (measured seconds / 1.9): shown as the real focused time (docs/product-rules.md#focus-time).
 * Anything unusable reads '0h 0m', the stats' fallback.
 */
export function formatReportedFocusTime(units: number | null | undefined): string {
  const minutes =
    typeof units !== 'number' || !Number.isFinite(units) || units <= 0
      ? 0
      : wholeFocusMinutes(reportedUnitsToSeconds(units));
  return translate('levels.focusTime', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}
