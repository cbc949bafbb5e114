import { useSyncExternalStore } from 'react';
import { useT } from '../../../i18n/use-t';
import { type PomodoroRefusal, readRefusals, subscribeToRefusals } from '../lib/pomodoro-refusals';
import styles from './timer-dialog.module.css';

const NONE: PomodoroRefusal[] = [];

/**
 * Says in the 'Session complete' summary which of the run's pomodoros were not added to the task, and why
 * (docs/product-rules.md#selected-task-and-pomodoro-credits). The server's answers may come after the
 * summary opened, so it follows them as they arrive. Refusals after the run's end belong to a later run.
 */
export function PomodoroCreditNote({ runEndedAt }: { runEndedAt: number }) {
  const { t } = useT();
  const refusals = useSyncExternalStore(subscribeToRefusals, readRefusals, () => NONE);
  const ofRun = refusals.filter((refusal) => refusal.endedAt <= runEndedAt);
  const notCovered = ofRun.filter((refusal) => refusal.reason === 'notCovered').length;
  const taskGone = ofRun.length - notCovered;
  if (ofRun.length === 0) return null;
  return (
    <div role="status" data-testid="pomodoro-credit-note">
      {notCovered > 0 ? (
        <p className={styles.guestNote}>{t('timer.summary.refusedNotCovered', { count: notCovered })}</p>
      ) : null}
      {taskGone > 0 ? (
        <p className={styles.guestNote}>{t('timer.summary.refusedTaskGone', { count: taskGone })}</p>
      ) : null}
    </div>
  );
}
