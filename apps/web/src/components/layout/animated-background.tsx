import styles from './animated-background.module.css';

/** Four diagonal pills drifting behind the page (decoration only, hidden from assistive tech). */
export function AnimatedBackground() {
  return (
    <div className={styles.background} aria-hidden="true">
      <span className={`${styles.pill} ${styles.one}`} />
      <span className={`${styles.pill} ${styles.two}`} />
      <span className={`${styles.pill} ${styles.three}`} />
      <span className={`${styles.pill} ${styles.four}`} />
    </div>
  );
}
