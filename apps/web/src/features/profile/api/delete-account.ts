import { deleteAccountRoute } from '@focus-room/core/api/account-plain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const DELETE_TIMEOUT_MS = 20_000;

/** DELETE /api/user/delete-account (bearer, with credentials): the user and all their data go. */
export function deleteAccount() {
  return apiRequest(deleteAccountRoute, {
    loadSchema: async () => (await import('@focus-room/core/api/account')).deleteAccountResponseSchema,
    timeoutMs: DELETE_TIMEOUT_MS,
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
