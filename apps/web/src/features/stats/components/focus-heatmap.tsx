import type { StatsDay } from '@focus-room/core/api/stats';
import { type PointerEvent, useMemo, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { formatMonth, weekdayName } from '../lib/calendar-days';
import { heatLevel, heatmapColumns, monthStarts } from '../lib/heatmap-grid';
import { describeDay } from './describe-day';
import styles from './focus-heatmap.module.css';
import { HeatmapLegend } from './heatmap-legend';
import { HeatmapWeekList } from './heatmap-week-list';

const CELL = 12;
const PITCH = 15;
const LEFT = 30;
const TOP = 16;
/** The rows named on the left: Monday, Wednesday, Friday. */
const LABELLED_ROWS = [0, 2, 4] as const;

type FocusHeatmapProps = { days: readonly StatsDay[]; today: string; weeks: number };

/**
 * One cell per day for the last `weeks` weeks, coloured by focus minutes, Monday at the top. Each cell is
 * an image with its own label for screen readers; pointing at or tapping a cell shows the same words under
 * the grid (a native tooltip would not appear on a touch screen). A tap with a finger or pen also lists the
 * days of the week under it in rows a finger can hit (HeatmapWeekList), since a cell is too small for one.
 */
export function FocusHeatmap({ days, today, weeks }: FocusHeatmapProps) {
  const { t } = useT();
  const columns = useMemo(() => heatmapColumns(days, today, weeks), [days, today, weeks]);
  const [active, setActive] = useState<StatsDay | null>(null);
  const [tappedWeek, setTappedWeek] = useState<number | null>(null);
  const width = LEFT + weeks * PITCH;
  const height = TOP + 7 * PITCH;
  const byDate = useMemo(
    () => new Map(columns.flat().flatMap((cell) => (cell ? [[cell.date, cell] as const] : []))),
    [columns],
  );
  // Up to 364 labels, each a formatted date in a message: made once per answer and language, not again
  // on every pointer move over the grid (which redraws it to mark the active cell).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` changes with the catalogs describeDay reads.
  const labels = useMemo(
    () => new Map([...byDate.values()].map((cell) => [cell.date, describeDay(cell)])),
    [byDate, t],
  );
  // One listener for the whole grid: the cell under the pointer (or the finger) names its date.
  const show = (event: PointerEvent<SVGSVGElement>) => {
    const date = (event.target as Element).getAttribute('data-date');
    const cell = date ? byDate.get(date) : null;
    if (cell) setActive(cell);
  };
  // A touch or pen lands anywhere in a week's column, gaps and labels included: that week is listed.
  const tap = (event: PointerEvent<SVGSVGElement>) => {
    show(event);
    if (event.pointerType === 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = box.width > 0 ? ((event.clientX - box.left) * width) / box.width : Number.NaN;
    const fromCell = columns.findIndex((column) =>
      column.some((cell) => cell?.date === (event.target as Element).getAttribute('data-date')),
    );
    const column = fromCell >= 0 ? fromCell : Math.floor((x - LEFT) / PITCH);
    if (Number.isInteger(column)) setTappedWeek(Math.min(weeks - 1, Math.max(0, column)));
  };
  const listed = tappedWeek === null ? null : (columns[tappedWeek] ?? null);
  return (
    <div className={styles.wrap}>
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG cannot be a fieldset; the group names the cells */}
      <svg
        className={styles.svg}
        viewBox={`0 0 ${width} ${height}`}
        // Half a year on a phone is drawn smaller than a year on a desktop: its labels get bigger units.
        style={{ maxWidth: `${width * 1.25}px`, fontSize: weeks > 30 ? 9 : 13 }}
        role="group"
        aria-label={t('stats.heatmap.label', { weeks })}
        data-testid="focus-heatmap"
        onPointerOver={show}
        onPointerDown={tap}
      >
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: plain text labels, nothing here takes focus; the cells say their dates */}
        <g aria-hidden="true">
          {monthStarts(columns).map(({ column, date }) => (
            <text key={date} className={styles.label} x={LEFT + column * PITCH} y={TOP - 5}>
              {formatMonth(date)}
            </text>
          ))}
          {LABELLED_ROWS.map((row) => (
            <text key={row} className={styles.label} x={0} y={TOP + row * PITCH + CELL - 2}>
              {weekdayName(row)}
            </text>
          ))}
        </g>
        {columns.map((column, x) =>
          column.map((cell, y) =>
            cell ? (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a cell is an image of one day, not a control
              <rect
                key={cell.date}
                role="img"
                aria-label={labels.get(cell.date)}
                data-date={cell.date}
                data-level={cell.freezeUsed ? 'freeze' : heatLevel(cell.focusMinutes)}
                className={cell.date === active?.date ? `${styles.cell} ${styles.active}` : styles.cell}
                x={LEFT + x * PITCH}
                y={TOP + y * PITCH}
                width={CELL}
                height={CELL}
                rx={2.5}
              />
            ) : null,
          ),
        )}
      </svg>
      {listed && tappedWeek !== null ? (
        <HeatmapWeekList
          week={listed}
          onPrevious={tappedWeek > 0 ? () => setTappedWeek(tappedWeek - 1) : null}
          onNext={tappedWeek < weeks - 1 ? () => setTappedWeek(tappedWeek + 1) : null}
          onClose={() => setTappedWeek(null)}
        />
      ) : null}
      <div className={styles.footer}>
        <p className={styles.readout} aria-hidden="true" data-testid="heatmap-readout">
          {active ? describeDay(active) : t('stats.heatmap.hint')}
        </p>
        <HeatmapLegend />
      </div>
    </div>
  );
}
