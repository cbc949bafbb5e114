// The account contract without zod (limits, messages, route descriptors), for web code that runs on a first
// load (docs/decisions/016-small-first-chunk.md); account.ts re-exports it with the schemas.
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

// The endpoints of this area: method and path, for the server to register and the web to call (api/route.ts).
export const deleteAccountRoute = {
  method: 'DELETE',
  path: '/api/user/delete-account',
} as const satisfies ApiRoute;
// Saved by the language switch in the app shell, which imports it without zod (decision 016).
export { accountLanguageRoute } from './shell-routes';
