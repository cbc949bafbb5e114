import type { ChangeEmailRequest } from '@focus-room/core/api/account';
import { changeEmailRoute } from '@focus-room/core/api/account-plain';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/user/email: the new address with the code mailed to it; the email changes now. */
export function changeEmail(body: ChangeEmailRequest) {
  return apiRequest(changeEmailRoute, {
    body,
    loadSchema: async () => (await import('@focus-room/core/api/account')).accountChangeResponseSchema,
  });
}
