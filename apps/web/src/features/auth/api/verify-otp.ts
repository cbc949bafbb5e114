import type { MessageResponse } from '@focus-room/core/api/common';
import { apiRequest } from '../../../lib/api-client';

export const verifyOtp = (body: { email: string; otp: string }) =>
  apiRequest<MessageResponse>('/api/auth/verify-otp', { method: 'POST', body });
