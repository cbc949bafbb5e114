import type { MessageId } from '@lingui/core';
import { useId } from 'react';
import { useT } from '../../../i18n/use-t';
import { type AlertsState, useAlertsOptIn } from '../hooks/use-alerts-opt-in';
import styles from './timer-dialog.module.css';

/** What the opt-in says under its label, for each state (docs/product-rules.md#alerts-at-a-period-end). */
export function alertsNote(state: AlertsState, signedIn: boolean, pushRefused: boolean): MessageId {
  switch (state) {
    case 'unsupported':
      return 'timer.alerts.unsupported';
    case 'denied':
      return 'timer.alerts.denied';
    case 'working':
      return 'timer.alerts.working';
    case 'push':
      return 'timer.alerts.push';
    case 'local':
      if (pushRefused) return 'timer.alerts.localPushRefused';
      return signedIn ? 'timer.alerts.localSignedIn' : 'timer.alerts.localGuest';
    case 'off':
      return 'timer.alerts.off';
  }
}

/** The opt-in for alerts at each period's end: Web Push for signed-in users, local alerts otherwise. */
export function NotificationToggle() {
  const id = useId();
  const { t } = useT();
  const { state, pushRefused, signedIn, enable, disable } = useAlertsOptIn();
  const on = state === 'push' || state === 'local';

  return (
    <div className={styles.toggle} data-testid="alerts-opt-in" data-state={state}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        checked={on}
        disabled={state === 'unsupported' || state === 'denied' || state === 'working'}
        onChange={(event) => void (event.target.checked ? enable() : disable())}
        aria-describedby={`${id}-note`}
      />
      <div>
        <label htmlFor={id} className={styles.toggleLabel}>
          {t('timer.alerts.label')}
        </label>
        <p id={`${id}-note`} className={styles.toggleNote} aria-live="polite">
          {t(alertsNote(state, signedIn, pushRefused))}
        </p>
      </div>
    </div>
  );
}
