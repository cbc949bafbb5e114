import { useT } from '../../../i18n/use-t';
import styles from './timer-display.module.css';

const MAX_DOTS = 12;

/** "Cycle 2 of 4", with a dot per cycle for runs short enough to draw. */
export function CycleIndicator({ current, total }: { current: number; total: number }) {
  const { t } = useT();
  return (
    <span className={styles.cycle}>
      <span data-testid="cycle-indicator">{t('timer.cycle', { current, total })}</span>
      {total > 1 && total <= MAX_DOTS ? (
        <span className={styles.dots} aria-hidden="true">
          {Array.from({ length: total }, (_, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items
              key={i}
              className={styles.dot}
              data-state={i + 1 < current ? 'done' : i + 1 === current ? 'current' : undefined}
            />
          ))}
        </span>
      ) : null}
    </span>
  );
}
