import { z } from 'zod';

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
