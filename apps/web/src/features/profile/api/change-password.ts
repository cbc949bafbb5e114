import type { ChangePasswordRequest } from '@focus-room/core/api/account';
import { changePasswordRoute } from '@focus-room/core/api/account-plain';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/user/password: a new password; every other session of the account ends, this one stays. */
export function changePassword(body: ChangePasswordRequest) {
  return apiRequest(changePasswordRoute, {
    body,
    loadSchema: async () => (await import('@focus-room/core/api/account')).accountChangeResponseSchema,
  });
}
