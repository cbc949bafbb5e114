import { CloudOff } from 'lucide-react';
import { useOnline } from '../../lib/pwa/use-online';
import styles from './offline-indicator.module.css';

export const OFFLINE_MESSAGE = 'Offline: your focus is saved and will sync';

/**
 * A small, polite note while the browser is offline (issue 17). The timer, the visitors' tasks and the
 * settings keep working; a signed-in user's focus waits in the claim queue until the network is back. The
 * live region is always in the page, so screen readers announce the note when it appears; it is a plain
 * polite region, not role="status", so the page's own status messages stay the only status on it.
 */
export function OfflineIndicator() {
  const online = useOnline();
  return (
    <div aria-live="polite" className={styles.region}>
      {online ? null : (
        <p className={styles.pill}>
          <CloudOff size={16} aria-hidden="true" />
          {OFFLINE_MESSAGE}
        </p>
      )}
    </div>
  );
}
