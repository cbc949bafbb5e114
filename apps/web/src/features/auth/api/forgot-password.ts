import { forgotPasswordRoute } from '@focus-room/core/api/auth-plain';
import type { MessageResponse } from '@focus-room/core/api/common';
import { apiRequest } from '../../../lib/api-client';

export const forgotPassword = (email: string) =>
  apiRequest<MessageResponse>(forgotPasswordRoute, { body: { email } });
