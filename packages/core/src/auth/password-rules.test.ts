import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidRegisterPassword, isValidResetPassword } from './password-rules';

describe('password rules', () => {
  it.each([
    ['Abcdef1$', true],
    ['Abcdef1#', true],
    ['Abcdef1!', true],
    ['Abcdef1@', true],
    ['Abcde1$', false], // 7 characters
    ['abcdef1$', false], // no uppercase
    ['ABCDEF1$', false], // no lowercase
    ['Abcdefg$', false], // no digit
    ['Abcdefg1', false], // no symbol
    ['Abcdef1%', false], // % is not one of the symbols
  ])('register: %s → %s', (password, valid) => {
    expect(isValidRegisterPassword(password)).toBe(valid);
  });

  it('reset also refuses characters outside letters, digits and $ @ ! #', () => {
    expect(isValidResetPassword('Abcdef1$')).toBe(true);
    expect(isValidResetPassword('Abcdef1$ ')).toBe(false);
    expect(isValidResetPassword('Abcdef1$%')).toBe(false);
    expect(isValidRegisterPassword('Abcdef1$%')).toBe(true);
  });

  it('every password valid for a reset is valid for registration', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'aZ9$#!@%x Q'.split('')), maxLength: 16 }), (pw) => {
        if (isValidResetPassword(pw)) expect(isValidRegisterPassword(pw)).toBe(true);
      }),
    );
  });
});
