import type { StatsDay } from '@focus-room/core/api/stats';
import { formatShortDay } from '../lib/calendar-days';
import { heatmapColumns } from '../lib/heatmap-grid';
import styles from './heatmap-table.module.css';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

type HeatmapTableProps = { days: readonly StatsDay[]; today: string; weeks: number };

/** The heatmap's data as a table (a week per row, newest first), for keyboard and screen-reader users. */
export function HeatmapTable({ days, today, weeks }: HeatmapTableProps) {
  const columns = heatmapColumns(days, today, weeks).reverse();
  return (
    // Focusable so a keyboard can scroll it (it is taller than its box).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={styles.scroll} tabIndex={0} aria-labelledby="heatmap-table-caption">
      <table className={styles.table} data-testid="heatmap-table">
        <caption id="heatmap-table-caption" className={styles.caption}>
          Focus minutes per day, last {weeks} weeks, newest week first. ❄ marks a day a streak freeze covered.
        </caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            {WEEKDAYS.map((name) => (
              <th key={name} scope="col">
                {name}
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
                            <span className={styles.srOnly}>(streak freeze)</span>
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
