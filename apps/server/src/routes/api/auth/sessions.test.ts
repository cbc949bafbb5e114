import { AUTH_MESSAGES } from '@focus-room/core/api/auth';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { newAccount, signUp } from '../../../test/accounts';
import { createTestApp, createTestClock } from '../../../test/test-app';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('sessions and tokens', async () => {
  const clock = createTestClock();
  const { app, ctx, mailbox } = await createTestApp({ clock });
  const verify = (authorization?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/auth/verify-session',
      headers: authorization ? { authorization } : {},
    });

  it('verify-session answers isValid and the user for a live token', async () => {
    const account = await signUp(app, mailbox);
    const res = await verify(`Bearer ${account.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isValid: true,
      user: { email: account.email, _id: account.user._id },
    });
  });

  it('answers 401 without a token', async () => {
    const res = await verify();
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Authentication required');
  });

  it('ends the session on logout: the same token gets 401 at once', async () => {
    const account = await signUp(app, mailbox);
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: account.auth });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: AUTH_MESSAGES.loggedOut });
    const res = await verify(`Bearer ${account.token}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(AUTH_MESSAGES.sessionInvalid);
  });

  it('logout of one device leaves the other signed in', async () => {
    const account = await signUp(app, mailbox);
    const second = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: account.email, password: account.password },
    });
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: account.auth });
    expect((await verify(`Bearer ${second.json().token}`)).statusCode).toBe(200);
  });

  it('refuses a token signed with another secret, an alg:none token and garbage', async () => {
    const account = await signUp(app, mailbox);
    const [header, payload] = account.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = await new SignJWT({ ...claims, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, role: 'admin' })}.`;
    const tampered = `${header}.${b64({ ...claims, role: 'admin' })}.${account.token.split('.')[2]}`;
    for (const token of [forged, none, tampered, 'garbage', `${account.token}x`]) {
      expect((await verify(`Bearer ${token}`)).statusCode, token).toBe(401);
    }
  });

  it('refuses an expired token', async () => {
    const account = await signUp(app, mailbox);
    clock.advance(91 * 24 * 60 * 60 * 1000);
    expect((await verify(`Bearer ${account.token}`)).statusCode).toBe(401);
    clock.set(new Date());
  });

  it('refuses the token of a deleted user', async () => {
    const account = await signUp(app, mailbox, newAccount('gone'));
    const { users } = await import('../../../db/schema');
    const { eq } = await import('drizzle-orm');
    await ctx.db.delete(users).where(eq(users.id, account.user._id));
    expect((await verify(`Bearer ${account.token}`)).statusCode).toBe(401);
  });
});
