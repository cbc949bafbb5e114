import { AUTH_MESSAGES } from '@focus-room/core/api/auth';
import { generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { newAccount, randomIp, signUp } from '../../../test/accounts';
import { startFakeGoogle } from '../../../test/google-keys';
import { createTestApp } from '../../../test/test-app';

const CLIENT_ID = 'focus-room-test.apps.googleusercontent.com';

describe('POST /api/auth/google-login', async () => {
  const google = await startFakeGoogle(CLIENT_ID);
  const { app, mailbox } = await createTestApp({
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
  });

  it('links to an existing account with the same email', async () => {
    const account = await signUp(app, mailbox, newAccount('linked'));
    const res = await googleLogin(
      await google.sign({ sub: 'g-2', email: account.email.toUpperCase(), name: 'Linked' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id).toBe(account.user._id);
    expect(res.json().user.username).toBe(account.username);
  });

  it('verifies an unverified password account it links to', async () => {
    const account = newAccount('pending');
    await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: account,
      remoteAddress: randomIp(),
    });
    const res = await googleLogin(await google.sign({ sub: 'g-3', email: account.email }));
    expect(res.json().user.isVerified).toBe(true);
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
