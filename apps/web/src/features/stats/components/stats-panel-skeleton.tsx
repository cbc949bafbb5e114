import styles from './stats-panel.module.css';

/** Holds the panel's place while its figures load, so the page does not jump when they arrive. */
export function StatsPanelSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-label="Loading your statistics">
      <span className={styles.skeletonBlock} />
      <span className={styles.skeletonBlock} />
      <span className={styles.skeletonWide} />
    </div>
  );
}
