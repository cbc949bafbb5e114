import styles from './animated-background.module.css';

/** Four diagonal pills drifting behind the page (decoration only, hidden from assistive tech; left out for
 * a user who asks for reduced transparency). */
export function AnimatedBackground() {
  return (
    <div className={styles.background} aria-hidden="true" data-testid="animated-background">
      <span className={`${styles.pill} ${styles.one}`} />
      <span className={`${styles.pill} ${styles.two}`} />
      <span className={`${styles.pill} ${styles.three}`} />
      <span className={`${styles.pill} ${styles.four}`} />
    </div>
  );
}
