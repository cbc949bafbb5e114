import { useId } from 'react';
import { type AlertsState, useAlertsOptIn } from '../hooks/use-alerts-opt-in';
import styles from './timer-dialog.module.css';

export const ALERTS_LABEL = 'Notify me when a period ends';

/** What the opt-in says under its label, for each state (docs/product-rules.md#alerts-at-a-period-end). */
export function alertsNote(state: AlertsState, signedIn: boolean, pushRefused: boolean): string {
  switch (state) {
    case 'unsupported':
      return 'This browser does not support notifications.';
    case 'denied':
      return 'Notifications are blocked for this site in your browser or system settings.';
    case 'working':
      return 'Asking your browser…';
    case 'push':
      return 'On: you are alerted when a focus period or break ends, even with the screen off.';
    case 'local':
      if (pushRefused)
        return 'On while this browser runs: your browser or system turned down alerts with the screen off.';
      return signedIn
        ? 'On while this browser runs: this browser cannot alert you with the screen off.'
        : 'On while this browser runs. Sign in to be alerted with the screen off too.';
    case 'off':
      return 'Alerts you when a focus period or break ends, also with this tab in the background.';
  }
}

/** The opt-in for alerts at each period's end: Web Push for signed-in users, local alerts otherwise. */
export function NotificationToggle() {
  const id = useId();
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
          {ALERTS_LABEL}
        </label>
        <p id={`${id}-note`} className={styles.toggleNote} aria-live="polite">
          {alertsNote(state, signedIn, pushRefused)}
        </p>
      </div>
    </div>
  );
}
