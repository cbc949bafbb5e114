import type { StatsDay } from '@focus-room/core/api/stats';
import { useT } from '../../../i18n/use-t';
import { formatShortDay, weekdayName } from '../lib/calendar-days';
import { heatmapColumns } from '../lib/heatmap-grid';
import styles from './heatmap-table.module.css';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

type HeatmapTableProps = { days: readonly StatsDay[]; today: string; weeks: number };

/** The heatmap's data as a table (a week per row, newest first), for keyboard and screen-reader users. */
export function HeatmapTable({ days, today, weeks }: HeatmapTableProps) {
  const { t } = useT();
  const columns = heatmapColumns(days, today, weeks).reverse();
  return (
    // Focusable so a keyboard can scroll it (it is taller than its box).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={styles.scroll} tabIndex={0} aria-labelledby="heatmap-table-caption">
      <table className={styles.table} data-testid="heatmap-table">
        <caption id="heatmap-table-caption" className={styles.caption}>
          {t('stats.table.caption', { weeks })}
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
                            <span className={styles.srOnly}>{t('stats.table.freeze')}</span>
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
