import type { LoginResponse } from '@focus-room/core/api/auth';
import type { MessageResponse } from '@focus-room/core/api/common';
import { apiRequest } from '../../../lib/api-client';

// One function per endpoint of spec 001 §7 Authentication (+ the verification code endpoints).

export const login = (body: { identifier: string; password: string }) =>
  apiRequest<LoginResponse>('/api/auth/login', { method: 'POST', body: { ...body, rememberMe: true } });

export const googleLogin = (idToken: string) =>
  apiRequest<LoginResponse>('/api/auth/google-login', {
    method: 'POST',
    body: { idToken, rememberMe: true },
  });

export const register = (body: { username: string; email: string; password: string }) =>
  apiRequest<MessageResponse>('/api/auth/register', { method: 'POST', body });

export const forgotPassword = (email: string) =>
  apiRequest<MessageResponse>('/api/auth/forgot-password', { method: 'POST', body: { email } });

export const resetPassword = (body: { email: string; otp: string; newPassword: string }) =>
  apiRequest<MessageResponse>('/api/auth/reset-password', { method: 'POST', body });

export const verifyOtp = (body: { email: string; otp: string }) =>
  apiRequest<MessageResponse>('/api/auth/verify-otp', { method: 'POST', body });

export const resendOtp = (email: string) =>
  apiRequest<MessageResponse>('/api/auth/resend-otp', { method: 'POST', body: { email } });
