import { z } from 'zod';
import type { ApiRoute } from './route';

/** Wording of the account-deletion flow (docs/product-rules.md#account-deletion). */
export const ACCOUNT_MESSAGES = {
  confirmTitle: 'Are you sure you want to delete your account?',
  confirmText: 'This action is irreversible and will permanently delete all your data.',
  deleted: 'Account deleted successfully',
  authRequired: 'Authentication required',
  failed: 'Failed to delete account',
  failedRetry: 'Failed to delete account. Please try again.',
  network: 'Network error. Please check your connection and try again.',
} as const;

/** DELETE /api/user/delete-account: the user and every row of theirs are gone; all sessions end. */
export const deleteAccountResponseSchema = z.object({ message: z.string() });

// The endpoints of this area: method and path, for the server to register and the web to call (api/route.ts).
export const deleteAccountRoute = {
  method: 'DELETE',
  path: '/api/user/delete-account',
} as const satisfies ApiRoute;
