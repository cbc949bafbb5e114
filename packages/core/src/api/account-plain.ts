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

/** Wording of the sign-in details' changes in Settings (docs/product-rules.md#sign-in-details). */
export const ACCOUNT_CHANGE_MESSAGES = {
  currentPasswordRequired: M.currentPasswordRequired,
  currentPasswordWrong: M.currentPasswordWrong,
  passwordChanged: M.passwordChanged,
  passwordSet: M.passwordSet,
  emailUnchanged: M.emailUnchanged,
  emailTaken: M.emailTaken,
  emailCodeSent: M.emailCodeSent,
  emailChanged: M.emailChanged,
  invalidCode: M.invalidCode,
  usernameTaken: M.usernameTaken,
  usernameChanged: M.usernameChanged,
} as const;

// The endpoints of this area: method and path, for the server to register and the web to call (api/route.ts).
export const deleteAccountRoute = {
  method: 'DELETE',
  path: '/api/user/delete-account',
} as const satisfies ApiRoute;
// Saved by the language switch in the app shell, which imports it without zod (decision 016).
export { accountLanguageRoute } from './shell-routes';
export const changePasswordRoute = { method: 'PUT', path: '/api/user/password' } as const satisfies ApiRoute;
export const emailChangeCodeRoute = {
  method: 'POST',
  path: '/api/user/email/code',
} as const satisfies ApiRoute;
export const changeEmailRoute = { method: 'PUT', path: '/api/user/email' } as const satisfies ApiRoute;
export const changeUsernameRoute = { method: 'PUT', path: '/api/user/username' } as const satisfies ApiRoute;
