import type { StatsDay } from '@focus-room/core/api/stats';
import { useT } from '../../../i18n/use-t';
import { formatShortDay, startOfWeek, weekdayName } from '../lib/calendar-days';
import { heatmapColumns } from '../lib/heatmap-grid';
import figures from './figure-table.module.css';
import styles from './heatmap-table.module.css';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

type HeatmapTableProps = {
  days: readonly StatsDay[];
  today: string;
  weeks: number;
  /** The local day the account was created: no week before its week is listed. */
  firstDay: string;
};

/** The first day the table lists: the account's first day, or an earlier day with something on it. */
function firstListedDay(days: readonly StatsDay[], firstDay: string): string {
  const firstActive = days.find((day) => day.focusMinutes > 0 || day.pomodoros > 0 || day.freezeUsed);
  return firstActive && firstActive.date < firstDay ? firstActive.date : firstDay;
}

/**
 * The heatmap's data as a table (a week per row, newest first), for keyboard and screen-reader users. Only
 * the weeks since the account was created: a new user reads their week, not a year of zeros
 * (docs/product-rules.md#statistics-panel).
 */
export function HeatmapTable({ days, today, weeks, firstDay }: HeatmapTableProps) {
  const { t } = useT();
  const firstMonday = startOfWeek(firstListedDay(days, firstDay));
  const columns = heatmapColumns(days, today, weeks)
    .filter((column) => (column[0]?.date ?? '') >= firstMonday)
    .reverse();
  const caption =
    columns.length < weeks
      ? t('stats.table.captionSinceJoining', { weeks: columns.length })
      : t('stats.table.caption', { weeks });
  return (
    // Focusable so a keyboard can scroll it (it is taller than its box).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={figures.scroll} tabIndex={0} aria-labelledby="heatmap-table-caption">
      <table className={styles.table} data-testid="heatmap-table">
        <caption id="heatmap-table-caption" className={figures.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('stats.table.weekOf')}</th>
            {WEEKDAYS.map((index) => (
              <th key={index} scope="col">
                {weekdayName(index)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {columns.map((column) => {
            const monday = column[0]?.date ?? '';
            return (
              <tr key={monday}>
                <th scope="row">{formatShortDay(monday)}</th>
                {column.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a weekday's position is its identity
                  <td key={index} data-date={cell?.date}>
                    {cell ? (
                      <>
                        {cell.focusMinutes}
                        {cell.freezeUsed ? (
                          <>
                            {' '}
                            <span aria-hidden="true">❄</span>
                            <span className="visually-hidden">{t('stats.table.freeze')}</span>
                          </>
                        ) : null}
                      </>
                    ) : (
                      <span className={styles.future}>–</span>
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
