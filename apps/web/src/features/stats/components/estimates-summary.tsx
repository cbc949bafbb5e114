import { ESTIMATE_MIN_TASKS, type StatsEstimatesResponse } from '@focus-room/core/api/stats';
import { formatRatio } from '../lib/format-figures';
import styles from './estimates.module.css';

/**
 * The estimation bias in one sentence, only when the server computed it (at least 5 finished tasks with an
 * estimate); otherwise what it takes to get there.
 */
export function EstimatesSummary({ estimates }: { estimates: StatsEstimatesResponse }) {
  const { bias, tasks } = estimates;
  if (bias === null)
    return (
      <p className={styles.hint} data-testid="estimate-bias-missing">
        Finish {ESTIMATE_MIN_TASKS} tasks with an estimate to see how your estimates compare with the
        pomodoros they take.
      </p>
    );
  return (
    <p className={styles.bias} data-testid="estimate-bias">
      You finish tasks in {formatRatio(bias)} the pomodoros you estimate
      <span className={styles.sample}> (last {tasks.length} finished tasks)</span>
    </p>
  );
}
