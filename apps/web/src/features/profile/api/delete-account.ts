import { deleteAccountResponseSchema, deleteAccountRoute } from '@focus-room/core/api/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const DELETE_TIMEOUT_MS = 20_000;

/** DELETE /api/user/delete-account (bearer, with credentials): the user and all their data go. */
export function deleteAccount() {
  return apiRequest(deleteAccountRoute, {
    schema: deleteAccountResponseSchema,
    timeoutMs: DELETE_TIMEOUT_MS,
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
