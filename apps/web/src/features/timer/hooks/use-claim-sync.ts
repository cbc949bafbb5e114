import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../lib/session/session-context';
import { claimOwner } from '../lib/claim-owner';
import { claimsToSend } from '../lib/claim-queue';
import { sendQueuedClaims } from '../lib/send-queued-claims';

/** While claims wait and the browser is online, another round this often. */
export const CLAIM_RETRY_MS = 30_000;

/**
 * Sends the signed-in user's queued focus claims (docs/product-rules.md#saving-from-the-browser) on every
 * page, not only where the timer is: at app start, when the browser comes back online, and every 30 s
 * while any wait. The app layout mounts it once for signed-in users.
 */
export function useClaimSync() {
  const { status, user } = useSession();
  const queryClient = useQueryClient();
  const userId = status === 'signed-in' ? (claimOwner() ?? user?._id ?? null) : null;

  useEffect(() => {
    if (!userId) return;
    const send = () => void sendQueuedClaims(userId, queryClient);
    send();
    const timer = window.setInterval(() => {
      if (claimsToSend(userId).length > 0) send();
    }, CLAIM_RETRY_MS);
    window.addEventListener('online', send);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', send);
    };
  }, [userId, queryClient]);
}
