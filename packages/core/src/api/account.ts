import { z } from 'zod';
import { SERVER_MESSAGES as M } from '../i18n/server-messages';
import type { ApiRoute } from './route';

/** Wording of the account-deletion flow (docs/product-rules.md#account-deletion). */
export const ACCOUNT_MESSAGES = {
  confirmTitle: M.accountDeleteConfirmTitle,
  confirmText: M.accountDeleteConfirmText,
  deleted: M.accountDeleted,
  authRequired: M.authRequired,
  failed: M.accountDeleteFailed,
  failedRetry: M.accountDeleteFailedRetry,
  network: M.networkError,
} as const;

/** DELETE /api/user/delete-account: the user and every row of theirs are gone; all sessions end. */
export const deleteAccountResponseSchema = z.object({ message: z.string() });

// The endpoints of this area: method and path, for the server to register and the web to call (api/route.ts).
export const deleteAccountRoute = {
  method: 'DELETE',
  path: '/api/user/delete-account',
} as const satisfies ApiRoute;
