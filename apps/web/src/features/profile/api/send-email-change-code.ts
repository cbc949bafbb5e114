import type { EmailChangeCodeRequest } from '@focus-room/core/api/account';
import { emailChangeCodeRoute } from '@focus-room/core/api/account-plain';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/user/email/code: mails a 6-digit code to the new address; the email is not changed yet. */
export function sendEmailChangeCode(body: EmailChangeCodeRequest) {
  return apiRequest(emailChangeCodeRoute, {
    body,
    loadSchema: async () => (await import('@focus-room/core/api/common')).messageResponseSchema,
  });
}
