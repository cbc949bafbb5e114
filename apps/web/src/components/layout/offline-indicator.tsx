import type { MessageId } from '@lingui/core';
import { CloudOff } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { useOfflineReady } from '../../lib/pwa/pwa-state';
import { useOnline } from '../../lib/pwa/use-online';
import { useSession } from '../../lib/session/session-context';
import styles from './offline-indicator.module.css';

/**
 * What the note says (docs/product-rules.md#installable-and-offline): only a signed-in user's focus waits
 * to sync (the claim queue); a visitor's stays in this browser. Before the worker has cached the app (a
 * first visit), the note promises nothing about reopening the page.
 */
export function offlineMessage(signedIn: boolean, offlineReady: boolean): MessageId {
  if (!offlineReady) return 'common.offlineNotReady';
  return signedIn ? 'common.offline' : 'common.offlineGuest';
}

/**
 * A small, polite note while the browser is offline. The timer, the visitors' tasks and the settings keep
 * working; a signed-in user's focus waits in the claim queue until the network is back. The live region is
 * always in the page, so screen readers announce the note when it appears; it is a plain polite region,
 * not role="status", so the page's own status messages stay the only status on it.
 */
export function OfflineIndicator() {
  const { t } = useT();
  const online = useOnline();
  const offlineReady = useOfflineReady();
  const { status } = useSession();
  return (
    <div aria-live="polite" className={styles.region}>
      {online ? null : (
        <p className={styles.pill}>
          <CloudOff size={16} aria-hidden="true" />
          {t(offlineMessage(status === 'signed-in', offlineReady))}
        </p>
      )}
    </div>
  );
}
