import { useT } from '../../../i18n/use-t';
import styles from './stats-panel.module.css';

/** Holds the panel's place while its figures load, so the page does not jump when they arrive. */
export function StatsPanelSkeleton() {
  const { t } = useT();
  return (
    <div className={styles.skeleton} role="status" aria-label={t('stats.panel.loading')}>
      <span className={styles.skeletonBlock} />
      <span className={styles.skeletonBlock} />
      <span className={styles.skeletonWide} />
    </div>
  );
}
