import { ACCOUNT_MESSAGES } from '@focus-room/core/api/account';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { deleteAccountErrorMessage } from './delete-account-error';

describe('deleteAccountErrorMessage', () => {
  it("shows the server's message", () => {
    expect(deleteAccountErrorMessage(new ApiError(401, 'Session expired'))).toBe('Session expired');
  });

  it("falls back to 'Failed to delete account' when the server said nothing", () => {
    expect(deleteAccountErrorMessage(new ApiError(500, ''))).toBe(ACCOUNT_MESSAGES.failed);
    expect(ACCOUNT_MESSAGES.failed).toBe('Failed to delete account');
  });

  it('reports a missing answer as a network error', () => {
    expect(deleteAccountErrorMessage(new ApiError(0, 'The request timed out. Please try again.'))).toBe(
      'Network error. Please check your connection and try again.',
    );
  });

  it('uses the retry text for anything else', () => {
    expect(deleteAccountErrorMessage(new TypeError('bad answer'))).toBe(
      'Failed to delete account. Please try again.',
    );
  });
});
