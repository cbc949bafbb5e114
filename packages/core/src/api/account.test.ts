import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidResetPassword } from '../auth/password-rules';
import { USERNAME_MAX, usernameHasAt } from '../auth/username-rules';
import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  changeUsernameRequestSchema,
  emailChangeCodeRequestSchema,
} from './account';
import { registerRequestSchema, resetPasswordRequestSchema } from './auth';

// The sign-in details change by the rules of registration and reset (docs/product-rules.md#sign-in-details):
// the same schemas, so a value one accepts the other accepts too.
const passwordText = fc.string({ unit: fc.constantFrom(...'aZ9$#!@% x-'.split('')), maxLength: 24 });

describe('sign-in detail requests', () => {
  it('take a new password exactly when the reset rules do', () => {
    fc.assert(
      fc.property(passwordText, (newPassword) => {
        const change = changePasswordRequestSchema.safeParse({ currentPassword: 'anything', newPassword });
        const reset = resetPasswordRequestSchema.safeParse({ email: 'a@b.co', otp: '123456', newPassword });
        expect(change.success).toBe(isValidResetPassword(newPassword));
        expect(change.success).toBe(reset.success);
      }),
    );
  });

  it('let the current password be left out (an account without one) but never be empty', () => {
    expect(changePasswordRequestSchema.safeParse({ newPassword: 'Better456#' }).success).toBe(true);
    expect(
      changePasswordRequestSchema.safeParse({ currentPassword: '', newPassword: 'Better456#' }).success,
    ).toBe(false);
  });

  it('take a user name exactly when registration does, trimmed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: USERNAME_MAX + 5 }), (username) => {
        const change = changeUsernameRequestSchema.safeParse({ username });
        const register = registerRequestSchema.shape.username.safeParse(username);
        expect(change.success).toBe(register.success);
        if (change.success) {
          expect(change.data.username).toBe(username.trim());
          expect(usernameHasAt(change.data.username)).toBe(false);
        }
      }),
    );
  });

  it('check the new address and the code as the code pages do', () => {
    expect(emailChangeCodeRequestSchema.safeParse({ email: ' new@example.com ' }).data).toEqual({
      email: 'new@example.com',
    });
    expect(emailChangeCodeRequestSchema.safeParse({ email: 'not an address' }).success).toBe(false);
    expect(changeEmailRequestSchema.safeParse({ email: 'new@example.com', otp: '012345' }).success).toBe(
      true,
    );
    for (const otp of ['12345', '1234567', 'abcdef', 123456]) {
      expect(changeEmailRequestSchema.safeParse({ email: 'new@example.com', otp }).success).toBe(false);
    }
  });
});
