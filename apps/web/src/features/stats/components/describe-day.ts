import type { StatsDay } from '@focus-room/core/api/stats';
import { translate } from '../../../i18n/i18n';
import { formatLongDay } from '../lib/calendar-days';

/** What a heatmap day says to a screen reader, in the read-out under the grid, and in a tapped week's list. */
export function describeDay(day: StatsDay): string {
  const id = day.freezeUsed
    ? 'stats.heatmap.dayFreeze'
    : day.goalMet
      ? 'stats.heatmap.dayGoalMet'
      : 'stats.heatmap.day';
  return translate(id, { date: formatLongDay(day.date), minutes: day.focusMinutes });
}
