import { SERVER_MESSAGES } from '../i18n/server-messages';

// Password rules (docs/product-rules.md#registration). Registration asks for the four character classes; a
// reset additionally allows only letters, digits and the four symbols.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SYMBOLS = ['$', '#', '!', '@'] as const;

export const REGISTER_PASSWORD_MESSAGE = SERVER_MESSAGES.registerPassword;

export const RESET_PASSWORD_RULES = [
  'At least 8 characters',
  'At least one lowercase letter',
  'At least one uppercase letter',
  'At least one digit',
  'At least one symbol: $ @ ! #',
  'Only letters, digits and the symbols $ @ ! #',
] as const;

// The same rules as one message (the table holds it whole; i18n/server-messages.test.ts checks they agree).
export const RESET_PASSWORD_MESSAGE = SERVER_MESSAGES.resetPassword;

const hasClasses = (password: string) =>
  password.length >= PASSWORD_MIN_LENGTH &&
  /[a-z]/.test(password) &&
  /[A-Z]/.test(password) &&
  /\d/.test(password) &&
  /[$#!@]/.test(password);

export const isValidRegisterPassword = (password: string) => hasClasses(password);

export const isValidResetPassword = (password: string) =>
  hasClasses(password) && /^[A-Za-z\d$#!@]+$/.test(password);
