import { useT } from '../../../i18n/use-t';
import { type HeatLevel, heatLevelLabel } from '../lib/heatmap-grid';
import styles from './focus-heatmap.module.css';

const LEVELS: HeatLevel[] = [0, 1, 2, 3, 4];

/** The shades with the minutes each stands for, and the freeze marker. */
export function HeatmapLegend() {
  const { t } = useT();
  return (
    <ul className={styles.legend} aria-label={t('stats.legend.label')}>
      {LEVELS.map((level) => (
        <li key={level} className={styles.legendItem}>
          <span className={styles.swatch} data-level={level} aria-hidden="true" />
          {heatLevelLabel(level)}
        </li>
      ))}
      <li className={styles.legendItem}>
        <span className={styles.swatch} data-level="freeze" aria-hidden="true" />
        {t('stats.legend.freeze')}
      </li>
    </ul>
  );
}
