import { Trans } from '../../../i18n/trans';
import { useT } from '../../../i18n/use-t';
import { fireAppEvent } from '../../../lib/app-events';
import { useWorkingOn } from '../hooks/use-working-on';
import styles from './timer-panel.module.css';

/**
 * 'Working on: …' under the signed-in timer: the task a finished pomodoro is credited to, so it never
 * lands on a task the user did not see. 'Change' hands the choice to the task board.
 */
export function WorkingOn() {
  const name = useWorkingOn();
  const { t } = useT();
  return (
    <p className={styles.workingOn} data-testid="working-on">
      <span className={styles.workingOnText}>
        <Trans
          id="timer.workingOn.label"
          values={{ name: name ?? t('timer.workingOn.none') }}
          components={{ 0: <strong /> }}
        />
      </span>
      <button type="button" className={styles.linkButton} onClick={() => fireAppEvent('chooseTask', {})}>
        {t(name ? 'timer.workingOn.change' : 'timer.workingOn.pick')}
      </button>
    </p>
  );
}
