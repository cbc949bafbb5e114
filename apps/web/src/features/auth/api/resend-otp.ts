import { resendOtpRoute } from '@focus-room/core/api/auth-plain';
import type { MessageResponse } from '@focus-room/core/api/common';
import { apiRequest } from '../../../lib/api-client';

export const resendOtp = (email: string) => apiRequest<MessageResponse>(resendOtpRoute, { body: { email } });
