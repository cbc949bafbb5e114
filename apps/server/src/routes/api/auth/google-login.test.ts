import { AUTH_MESSAGES } from '@focus-room/core/api/auth';
import { sql } from 'drizzle-orm';
import { generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/database';
import { newAccount, randomIp, signUp } from '../../../test/accounts';
import { startFakeGoogle } from '../../../test/google-keys';
import { createTestApp } from '../../../test/test-app';

const CLIENT_ID = 'focus-room-test.apps.googleusercontent.com';

describe('POST /api/auth/google-login', async () => {
  const google = await startFakeGoogle(CLIENT_ID);
  const { app, ctx, mailbox } = await createTestApp({
    config: { googleClientId: CLIENT_ID, googleJwksUrl: google.jwksUrl },
  });
  const googleLogin = (idToken: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/google-login',
      payload: { idToken, rememberMe: true },
      remoteAddress: randomIp(),
    });

  it('creates a verified account on first sign-in and finds it again by sub', async () => {
    const idToken = await google.sign({
      sub: 'g-1',
      email: 'ada@gmail.com',
      name: 'Ada Lovelace',
      picture: 'https://lh3.googleusercontent.com/a',
    });
    const first = await googleLogin(idToken);
    expect(first.statusCode).toBe(200);
    const { user, token } = first.json();
    expect(user).toMatchObject({
      email: 'ada@gmail.com',
      username: 'Ada Lovelace',
      isVerified: true,
      displayName: 'Ada Lovelace',
    });
    expect(user.photoURL).toBe('https://lh3.googleusercontent.com/a');
    // Made by this sign-in: the web greets 'Welcome', not 'Welcome back'.
    expect(first.json().newAccount).toBe(true);
    const session = await app.inject({
      method: 'GET',
      url: '/api/auth/verify-session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(session.statusCode).toBe(200);
    // The email may change at Google; the account follows the sub.
    const again = await googleLogin(
      await google.sign({ sub: 'g-1', email: 'ada.new@gmail.com', name: 'Ada' }),
    );
    expect(again.json().user._id).toBe(user._id);
    expect(again.json().newAccount).toBe(false);
  });

  it('links to an existing account with the same email', async () => {
    const account = await signUp(app, mailbox, newAccount('linked'));
    const res = await googleLogin(
      await google.sign({ sub: 'g-2', email: account.email.toUpperCase(), name: 'Linked' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id).toBe(account.user._id);
    expect(res.json().user.username).toBe(account.username);
    expect(res.json().newAccount).toBe(false);
  });

  it('never links to an unverified account: the Google user gets a fresh account and the squatter nothing', async () => {
    // Someone registers Bob's address with their own password and never verifies it.
    const squatter = { ...newAccount('squatter'), email: 'bob@gmail.com' };
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: squatter,
      remoteAddress: randomIp(),
    });
    expect(registered.statusCode).toBe(201);
    const [before] = await queryRows<{ id: string }>(
      ctx.db,
      sql`select id from users where lower(email) = 'bob@gmail.com'`,
    );
    // The real Bob signs in with Google.
    const res = await googleLogin(await google.sign({ sub: 'g-bob', email: 'bob@gmail.com', name: 'Bob' }));
    expect(res.statusCode).toBe(200);
    const { user, token } = res.json();
    expect(user).toMatchObject({ email: 'bob@gmail.com', username: 'Bob', isVerified: true });
    expect(user._id).not.toBe(before!.id);
    const rows = await queryRows<{ id: string; password_hash: string | null }>(
      ctx.db,
      sql`select id, password_hash from users where lower(email) = 'bob@gmail.com'`,
    );
    expect(rows).toEqual([{ id: user._id, password_hash: null }]);
    // The squatter's password opens nothing, by email or by the user name they chose.
    for (const identifier of [squatter.email, squatter.username]) {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier, password: squatter.password },
        remoteAddress: randomIp(),
      });
      expect(login.statusCode).toBe(400);
      expect(login.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    }
    // The code mailed to the address at registration cannot verify anything any more.
    const verify = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { email: squatter.email, otp: mailbox.lastCode(squatter.email) },
      remoteAddress: randomIp(),
    });
    expect(verify.statusCode).toBe(400);
    // Bob is signed in, and Google finds the same account next time.
    const session = await app.inject({
      method: 'GET',
      url: '/api/auth/verify-session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(session.statusCode).toBe(200);
    const again = await googleLogin(await google.sign({ sub: 'g-bob', email: 'bob@gmail.com' }));
    expect(again.json().user._id).toBe(user._id);
  });

  it('does not hand an account linked to one Google identity to another with the same email', async () => {
    const first = await googleLogin(await google.sign({ sub: 'g-work-1', email: 'desk@company.example' }));
    expect(first.statusCode).toBe(200);
    // The address moved at Google to someone else (a new Google user id): the old account stays theirs.
    const second = await googleLogin(await google.sign({ sub: 'g-work-2', email: 'desk@company.example' }));
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(AUTH_MESSAGES.googleFailed);
    const again = await googleLogin(await google.sign({ sub: 'g-work-1', email: 'desk@company.example' }));
    expect(again.json().user._id).toBe(first.json().user._id);
  });

  it('gives a second person with the same name a distinct username', async () => {
    await googleLogin(await google.sign({ sub: 'g-4', email: 'sam1@gmail.com', name: 'Sam' }));
    const res = await googleLogin(await google.sign({ sub: 'g-5', email: 'sam2@gmail.com', name: 'Sam' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toMatch(/^Sam\d+$/);
  });

  it.each([
    ['a wrong audience', () => google.sign({ sub: 'x', email: 'x@gmail.com' }, { audience: 'someone-else' })],
    [
      'a wrong issuer',
      () => google.sign({ sub: 'x', email: 'x@gmail.com' }, { issuer: 'https://evil.example' }),
    ],
    ['an expired token', () => google.sign({ sub: 'x', email: 'x@gmail.com' }, { expiresIn: '-1m' })],
    ['an unverified email', () => google.sign({ sub: 'x', email: 'x@gmail.com', email_verified: false })],
    [
      'a token signed by another key',
      async () =>
        google.sign({ sub: 'x', email: 'x@gmail.com' }, { key: (await generateKeyPair('RS256')).privateKey }),
    ],
    ['garbage', async () => 'not-a-jwt-at-all'],
  ])('refuses %s', async (_label, make) => {
    const res = await googleLogin(await make());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.googleFailed);
  });
});

describe('Google sign-in switched off', async () => {
  const { app } = await createTestApp();
  it('answers that it is not available', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/google-login',
      payload: { idToken: 'x'.repeat(20) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.googleNotConfigured);
  });
});
