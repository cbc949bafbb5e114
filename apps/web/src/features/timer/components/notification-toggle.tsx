import { useId, useState } from 'react';
import {
  notificationPermission,
  notificationsWanted,
  requestNotificationPermission,
  setNotificationsWanted,
} from '../lib/phase-notification';
import styles from './timer-dialog.module.css';

/** Opt-in for a browser notification at the end of each phase; asks the browser's permission when set. */
export function NotificationToggle() {
  const id = useId();
  const [permission, setPermission] = useState(notificationPermission);
  const [wanted, setWanted] = useState(() => notificationsWanted() && permission === 'granted');

  const change = async (on: boolean) => {
    if (!on) {
      setNotificationsWanted(false);
      setWanted(false);
      return;
    }
    const answer = permission === 'granted' ? 'granted' : await requestNotificationPermission();
    setPermission(answer);
    const granted = answer === 'granted';
    setNotificationsWanted(granted);
    setWanted(granted);
  };

  const note =
    permission === 'unsupported'
      ? 'This browser does not support notifications.'
      : permission === 'denied'
        ? 'Notifications are blocked for this site in your browser settings.'
        : 'Shown when a focus period or break ends while this tab is in the background.';

  return (
    <div className={styles.toggle}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        checked={wanted}
        disabled={permission === 'unsupported' || permission === 'denied'}
        onChange={(event) => void change(event.target.checked)}
        aria-describedby={`${id}-note`}
      />
      <div>
        <label htmlFor={id} className={styles.toggleLabel}>
          Notify me when a phase ends
        </label>
        <p id={`${id}-note`} className={styles.toggleNote}>
          {note}
        </p>
      </div>
    </div>
  );
}
