import { ApiError } from '../../../lib/api-client';
import { claimsToSend, markSent, type QueuedClaim, removeClaim } from './claim-queue';
import { isRetryable } from './focus-claims';

/** Sends one queued claim with its Idempotency-Key; rejects with an ApiError when it fails. */
export type ClaimSender = (item: QueuedClaim) => Promise<void>;

/** 'done': nothing of the user's is left to send; 'later': a send failed on the network or the server. */
export type FlushOutcome = 'done' | 'later';

const LOCK_NAME = 'focusRoom.claimQueue';
let running: Promise<FlushOutcome> | null = null;
let again = false;

/**
 * Sends the user's queued claims one at a time, largest first (see claimsToSend). An answered claim leaves
 * the queue: paid, or refused with a 4xx (logged; repeating it cannot help). A network failure, a 5xx or a
 * 429 keeps it and ends this round: the item is already frozen with its key, and the next round sends it
 * again exactly as it was. Rounds never overlap in one tab, and tabs take turns through a Web Lock where
 * the browser has them, so two tabs never send one item at once.
 */
export function flushClaims(
  userId: string,
  send: ClaimSender,
  canSend: () => boolean,
): Promise<FlushOutcome> {
  if (running) {
    // A claim queued just as the round ends would wait for the next trigger: run once more after it.
    again = true;
    return running;
  }
  const round = async (): Promise<FlushOutcome> => {
    for (;;) {
      const next = claimsToSend(userId)[0];
      if (!next) return 'done';
      if (!canSend()) return 'later';
      markSent(next.key);
      try {
        await send({ ...next, sent: true });
        removeClaim(next.key);
      } catch (error) {
        const status = error instanceof ApiError ? error.status : 0;
        if (isRetryable(status)) {
          console.warn('A focus claim waits for the network', error);
          return 'later';
        }
        console.error('The server refused a focus claim; it is dropped', next, error);
        removeClaim(next.key);
      }
    }
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const guarded = locks ? () => locks.request(LOCK_NAME, round) : round;
  running = guarded().finally(() => {
    running = null;
    if (again) {
      again = false;
      void flushClaims(userId, send, canSend);
    }
  });
  return running;
}
