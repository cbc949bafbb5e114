import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from '../api/auth';
import { USERNAME_AT_MESSAGE, usernameHasAt } from './username-rules';

describe('user-name rules', () => {
  it('refuses an @ anywhere in a user name, with the message the register form shows', () => {
    expect(usernameHasAt('carol@x.com')).toBe(true);
    expect(usernameHasAt('@carol')).toBe(true);
    expect(usernameHasAt('carol.x-com_1')).toBe(false);
    const parsed = registerRequestSchema.safeParse({
      username: 'carol@x.com',
      email: 'mallory@example.com',
      password: 'Focus123$',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([USERNAME_AT_MESSAGE]);
  });
});
