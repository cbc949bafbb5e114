import { CloudOff } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { useOnline } from '../../lib/pwa/use-online';
import styles from './offline-indicator.module.css';

/**
 * A small, polite note while the browser is offline. The timer, the visitors' tasks and the
 * settings keep working; a signed-in user's focus waits in the claim queue until the network is back. The
 * live region is always in the page, so screen readers announce the note when it appears; it is a plain
 * polite region, not role="status", so the page's own status messages stay the only status on it.
 */
export function OfflineIndicator() {
  const { t } = useT();
  const online = useOnline();
  return (
    <div aria-live="polite" className={styles.region}>
      {online ? null : (
        <p className={styles.pill}>
          <CloudOff size={16} aria-hidden="true" />
          {t('common.offline')}
        </p>
      )}
    </div>
  );
}
