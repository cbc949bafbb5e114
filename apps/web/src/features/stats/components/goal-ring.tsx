import { formatNumber } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { type DailyGoal, goalProgress } from '../lib/format-figures';
import styles from './goal-ring.module.css';

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

type GoalRingProps = {
  goal: DailyGoal;
  figures: { focusMinutes: number; pomodoros: number };
  label: string;
  testId: string;
};

/** Today's progress towards the daily goal as a ring that closes at the goal (more still shows the figure). */
export function GoalRing({ goal, figures, label, testId }: GoalRingProps) {
  const { t } = useT();
  const value = goal.kind === 'minutes' ? figures.focusMinutes : figures.pomodoros;
  const progress = goalProgress(goal, figures);
  const met = progress >= 1;
  return (
    <div
      className={styles.ring}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={goal.value}
      aria-valuenow={Math.min(value, goal.value)}
      aria-valuetext={t(met ? 'stats.ring.valueMet' : 'stats.ring.value', {
        value: formatNumber(value),
        kind: goal.kind,
        goal: goal.value,
      })}
      data-testid={testId}
    >
      <svg viewBox="0 0 100 100" aria-hidden="true" className={styles.svg}>
        <circle className={styles.track} cx="50" cy="50" r={RADIUS} />
        <circle
          className={met ? `${styles.bar} ${styles.met}` : styles.bar}
          cx="50"
          cy="50"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - progress)}
          transform="rotate(-90 50 50)"
        />
      </svg>
      <span className={styles.centre} aria-hidden="true">
        <span className={styles.value}>{formatNumber(value)}</span>
        <span className={styles.target}>{t('stats.ring.target', { kind: goal.kind, goal: goal.value })}</span>
      </span>
    </div>
  );
}
