import { ACCOUNT_MESSAGES } from '@focus-room/core/api/account-plain';
import { localizeServerMessage } from '../../../i18n/server-messages';
import { ApiError } from '../../../lib/api-client';

/**
 * The Error modal's text for a failed deletion (docs/product-rules.md#account-deletion): the server's own
 * message when its answer carried one; 'Failed to delete account' for an answer without one (a proxy's HTML
 * page: ApiError.message then holds our generic wording or the status text, not the server's); the network
 * message when nothing came back (status 0: offline or timed out); the retry text for anything else (an
 * answer that did not match the contract).
 */
export function deleteAccountErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return localizeServerMessage(ACCOUNT_MESSAGES.failedRetry);
  if (error.status === 0) return localizeServerMessage(ACCOUNT_MESSAGES.network);
  // ApiError has already put the server's own message into the active language.
  return error.serverMessage?.trim() ? error.serverMessage : localizeServerMessage(ACCOUNT_MESSAGES.failed);
}
