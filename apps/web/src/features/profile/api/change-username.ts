import type { ChangeUsernameRequest } from '@focus-room/core/api/account';
import { changeUsernameRoute } from '@focus-room/core/api/account-plain';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/user/username: the account's new user name. */
export function changeUsername(body: ChangeUsernameRequest) {
  return apiRequest(changeUsernameRoute, {
    body,
    loadSchema: async () => (await import('@focus-room/core/api/account')).accountChangeResponseSchema,
  });
}
