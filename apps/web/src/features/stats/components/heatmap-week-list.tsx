import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useT } from '../../../i18n/use-t';
import { formatShortDay } from '../lib/calendar-days';
import { type HeatmapCell, heatLevel } from '../lib/heatmap-grid';
import { describeDay } from './describe-day';
import styles from './heatmap-week-list.module.css';

type HeatmapWeekListProps = {
  /** The week's days, Monday first; null for days still to come. */
  week: readonly HeatmapCell[];
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
  onClose: () => void;
};

/**
 * The days of the week a finger tapped on the heatmap, one line each: a phone draws a heatmap cell about
 * 8 px wide, too small to hit, so a tap anywhere in a week's column lists that week in rows of at least
 * 44 px, with buttons to the weeks around it (docs/product-rules.md#statistics-panel).
 */
export function HeatmapWeekList({ week, onPrevious, onNext, onClose }: HeatmapWeekListProps) {
  const { t } = useT();
  const monday = week[0]?.date ?? '';
  return (
    <section className={styles.list} aria-labelledby="heatmap-week-title" data-testid="heatmap-week">
      <div className={styles.head}>
        <button
          type="button"
          className={styles.button}
          aria-label={t('stats.heatmap.previousWeek')}
          disabled={!onPrevious}
          onClick={onPrevious ?? undefined}
        >
          <ChevronLeft size={20} aria-hidden="true" />
        </button>
        <h4 id="heatmap-week-title" className={styles.title} aria-live="polite">
          {t('stats.heatmap.weekOf', { day: formatShortDay(monday) })}
        </h4>
        <button
          type="button"
          className={styles.button}
          aria-label={t('stats.heatmap.nextWeek')}
          disabled={!onNext}
          onClick={onNext ?? undefined}
        >
          <ChevronRight size={20} aria-hidden="true" />
        </button>
        <button
          type="button"
          className={styles.button}
          aria-label={t('stats.heatmap.closeWeek')}
          onClick={onClose}
        >
          <X size={20} aria-hidden="true" />
        </button>
      </div>
      <ul className={styles.days}>
        {week.map((day) =>
          day ? (
            <li key={day.date} className={styles.day} data-date={day.date}>
              <span
                className={styles.swatch}
                data-level={day.freezeUsed ? 'freeze' : heatLevel(day.focusMinutes)}
                aria-hidden="true"
              />
              {describeDay(day)}
            </li>
          ) : null,
        )}
      </ul>
    </section>
  );
}
