import { fireAppEvent } from '../../../lib/app-events';
import { useWorkingOn } from '../hooks/use-working-on';
import styles from './timer-panel.module.css';

/**
 * 'Working on: …' under the signed-in timer: the task a finished pomodoro is credited to, so it never
 * lands on a task the user did not see. 'Change' hands the choice to the task board.
 */
export function WorkingOn() {
  const name = useWorkingOn();
  return (
    <p className={styles.workingOn} data-testid="working-on">
      <span className={styles.workingOnText}>
        Working on: <strong>{name ?? 'no task selected'}</strong>
      </span>
      <button type="button" className={styles.linkButton} onClick={() => fireAppEvent('chooseTask', {})}>
        {name ? 'Change' : 'Pick a task'}
      </button>
    </p>
  );
}
