import type { MessageResponse } from '@focus-room/core/api/common';
import { apiRequest } from '../../../lib/api-client';

export const resendOtp = (email: string) =>
  apiRequest<MessageResponse>('/api/auth/resend-otp', { method: 'POST', body: { email } });
