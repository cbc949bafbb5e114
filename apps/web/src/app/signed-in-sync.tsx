import { useClaimSync } from '../features/timer/hooks/use-claim-sync';

/**
 * Sends the focus claims queued while offline on every page of a signed-in user, not only where the timer
 * is (docs/product-rules.md#saving-from-the-browser). A lazy chunk: visitors have nothing to send.
 */
export function SignedInSync() {
  useClaimSync();
  return null;
}
