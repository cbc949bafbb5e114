import { useEffect } from 'react';
import type { SessionStatus } from '../../../lib/session/session-context';
import { unsubscribeFromPush } from '../lib/push-subscription';

/**
 * Only signed-in users subscribe to push, so a push subscription in a signed-out browser belongs to the
 * account that signed out here: it ends, or that account's alerts would keep reaching whoever uses this
 * browser next. The push service then answers 410 and the server deletes its copy. Signing in again
 * subscribes anew (use-alerts-opt-in.ts).
 */
export function useVisitorPushCleanup(status: SessionStatus): void {
  useEffect(() => {
    if (status !== 'signed-out') return;
    void unsubscribeFromPush().catch(() => null);
  }, [status]);
}
