import { SERVER_MESSAGES } from '../i18n/server-messages';

// User-name rules (docs/product-rules.md#registration), without zod so the register form can check them
// before sending, as it does the password rules.
export const USERNAME_MAX = 200;

// Login takes an email or a user name in one field and reads anything with an @ as an email. A user name
// shaped like an email (carol@x.com) would otherwise stand in front of the real owner of that address.
export const USERNAME_AT_MESSAGE = SERVER_MESSAGES.usernameAt;

export const usernameHasAt = (username: string) => username.includes('@');
