import type { StatsOverviewResponse } from '@focus-room/core/api/stats';
import { DEFAULT_GOAL_VALUES } from '@focus-room/core/api/stats-plain';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { formatShortDay, formatWeekday } from '../lib/calendar-days';
import { formatMinutes } from '../lib/format-figures';
import styles from './week-chart.module.css';

/** `label` under the bar; `long` is what a screen reader hears (the day or week and its minutes). */
type Bar = { key: string; label: string; long: string; minutes: number };

const HEIGHT = 120;
const TOP = 18;
const DAYS_PER_WEEK = 7;

/**
 * The smallest full height of the chart, per day: the daily goal in minutes, or the default goal when the
 * goal counts pomodoros, so a 3-minute day or week draws as the sliver it is against a day's work
 * (docs/product-rules.md#statistics-panel). A week's bar is measured against seven of them.
 */
const scaleOfDay = (goalMinutes: number | null) => goalMinutes ?? DEFAULT_GOAL_VALUES.minutes;

type WeekChartProps = {
  /** The last 7 days, oldest first. */
  lastDays: StatsOverviewResponse['lastDays'];
  /** The last 12 weeks, oldest first. */
  weeks: StatsOverviewResponse['lastWeeks'];
  /** The daily goal in minutes, drawn as a line over the days (null when the goal counts pomodoros). */
  goalMinutes: number | null;
};

/** Focus minutes per day of the last 7 days, or per week of the last 12, as bars. */
export function WeekChart({ lastDays, weeks, goalMinutes }: WeekChartProps) {
  const { t } = useT();
  const [mode, setMode] = useState<'days' | 'weeks'>('days');
  const bars: Bar[] =
    mode === 'days'
      ? lastDays.map((day) => ({
          key: day.date,
          label: formatWeekday(day.date),
          long: t('stats.chart.day', {
            day: formatShortDay(day.date),
            duration: formatMinutes(day.focusMinutes),
          }),
          minutes: day.focusMinutes,
        }))
      : weeks.map((week) => ({
          key: week.weekStart,
          label: formatShortDay(week.weekStart),
          long: t('stats.chart.week', {
            day: formatShortDay(week.weekStart),
            duration: formatMinutes(week.focusMinutes),
          }),
          minutes: week.focusMinutes,
        }));
  // The goal line: the daily goal over the days, seven of them (the week's goal) over the weeks.
  const perBar = mode === 'days' ? 1 : DAYS_PER_WEEK;
  const line = goalMinutes === null ? null : goalMinutes * perBar;
  const max = Math.max(scaleOfDay(goalMinutes) * perBar, ...bars.map((bar) => bar.minutes));
  const slot = 100 / Math.max(1, bars.length);
  return (
    <div className={styles.chart}>
      <fieldset className={styles.switch}>
        <legend className="visually-hidden">{t('stats.chart.period')}</legend>
        <button type="button" aria-pressed={mode === 'days'} onClick={() => setMode('days')}>
          {t('stats.chart.days')}
        </button>
        <button type="button" aria-pressed={mode === 'weeks'} onClick={() => setMode('weeks')}>
          {t('stats.chart.weeks')}
        </button>
      </fieldset>
      <ul className={styles.bars} data-testid="week-chart" data-mode={mode} style={{ height: HEIGHT + TOP }}>
        {bars.map((bar) => (
          <li key={bar.key} className={styles.bar} style={{ width: `${slot}%` }}>
            <span className="visually-hidden">{bar.long}</span>
            <span className={styles.value} aria-hidden="true">
              {bar.minutes > 0 ? bar.minutes : ''}
            </span>
            <span
              className={styles.fill}
              style={{ height: `${(bar.minutes / max) * HEIGHT}px` }}
              aria-hidden="true"
            />
            <span className={styles.axis} aria-hidden="true">
              {bar.label}
            </span>
          </li>
        ))}
        {line ? (
          <li className={styles.goalLine} style={{ bottom: `${(line / max) * HEIGHT + 22}px` }}>
            <span className="visually-hidden">
              {t(mode === 'days' ? 'stats.chart.goal' : 'stats.chart.weeklyGoal', {
                duration: formatMinutes(line),
              })}
            </span>
            <span className={styles.goalLabel} aria-hidden="true">
              {t('stats.chart.goalLabel')}
            </span>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
