import { ACCOUNT_MESSAGES } from '@focus-room/core/api/account';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activateLanguage } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { deleteAccountErrorMessage } from './delete-account-error';

// Built as apiRequest builds them: `serverMessage` only when the answer carried a JSON { message };
// otherwise `message` holds our own wording ('Server error! …' for 5xx) or the HTTP status text.
const answered = (status: number, message: string) => new ApiError(status, message, undefined, message);

describe('deleteAccountErrorMessage', () => {
  it("shows the server's message", () => {
    expect(deleteAccountErrorMessage(answered(401, 'Session expired'))).toBe('Session expired');
    expect(deleteAccountErrorMessage(answered(500, 'Database unavailable'))).toBe('Database unavailable');
  });

  it("says 'Failed to delete account' for an answer without a message", () => {
    expect(ACCOUNT_MESSAGES.failed).toBe('Failed to delete account');
    // A 500 whose body is an HTML page, and a 404 with only its status text.
    expect(deleteAccountErrorMessage(new ApiError(500, 'Server error! Please try again later.'))).toBe(
      'Failed to delete account',
    );
    expect(deleteAccountErrorMessage(new ApiError(404, 'Not Found'))).toBe('Failed to delete account');
    expect(deleteAccountErrorMessage(answered(500, '  '))).toBe('Failed to delete account');
  });

  it('reports a missing answer as a network error', () => {
    expect(
      deleteAccountErrorMessage(
        new ApiError(0, 'Network error. Please check your connection and try again.'),
      ),
    ).toBe('Network error. Please check your connection and try again.');
    expect(deleteAccountErrorMessage(new ApiError(0, 'The request timed out. Please try again.'))).toBe(
      'Network error. Please check your connection and try again.',
    );
  });

  it('uses the retry text for anything else', () => {
    // A 200 whose body does not match the contract fails the schema check.
    expect(deleteAccountErrorMessage(z.object({ message: z.string() }).safeParse({}).error)).toBe(
      'Failed to delete account. Please try again.',
    );
    expect(deleteAccountErrorMessage(new TypeError('bad answer'))).toBe(
      'Failed to delete account. Please try again.',
    );
  });

  it('speaks German', async () => {
    await activateLanguage('de');
    expect(deleteAccountErrorMessage(new ApiError(404, 'Not Found'))).toBe(
      'Das Konto konnte nicht gelöscht werden',
    );
    expect(deleteAccountErrorMessage(new ApiError(0, 'The request timed out. Please try again.'))).toBe(
      'Netzwerkfehler. Bitte prüf deine Verbindung und versuch es noch einmal.',
    );
  });
});
