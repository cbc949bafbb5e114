import { resetPasswordRoute } from '@focus-room/core/api/auth-plain';
import type { MessageResponse } from '@focus-room/core/api/common';
import { apiRequest } from '../../../lib/api-client';

export const resetPassword = (body: { email: string; otp: string; newPassword: string }) =>
  apiRequest<MessageResponse>(resetPasswordRoute, { body });
