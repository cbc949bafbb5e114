import { ACCOUNT_MESSAGES } from '@focus-room/core/api/account';
import { ApiError } from '../../../lib/api-client';

/**
 * The Error modal's text for a failed deletion (001 §8): the server's message when it answered (else
 * 'Failed to delete account'), the network message when nothing came back (status 0: offline or timed
 * out), and the generic retry text for anything else (an answer that did not match the contract).
 */
export function deleteAccountErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return ACCOUNT_MESSAGES.network;
    return error.message.trim() || ACCOUNT_MESSAGES.failed;
  }
  return ACCOUNT_MESSAGES.failedRetry;
}
