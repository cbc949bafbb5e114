import { AUTH_MESSAGES } from '@focus-room/core/api/auth';
import { REGISTER_PASSWORD_MESSAGE } from '@focus-room/core/auth/password-rules';
import { USERNAME_AT_MESSAGE } from '@focus-room/core/auth/username-rules';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/database';
import { hashPassword } from '../../../lib/passwords';
import { usersRepository } from '../../../repositories/users-repository';
import { newAccount, randomIp, signUp } from '../../../test/accounts';
import { createTestApp } from '../../../test/test-app';

describe('register and login', async () => {
  const { app, ctx, mailbox } = await createTestApp();
  const post = (url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: randomIp() });

  it('registers an unverified user and mails a 6-digit code', async () => {
    const account = newAccount();
    const res = await post('/api/auth/register', account);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.registered });
    const mail = mailbox.mails.at(-1)!;
    expect(mail.to).toBe(account.email);
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.html).toContain(mailbox.lastCode(account.email));
    const rows = await queryRows(
      ctx.db,
      sql`select password_hash, is_verified, level, coins, role from users where email = ${account.email}`,
    );
    const row = rows[0]!;
    expect(row.is_verified).toBe(false);
    expect(row.level).toBe(1);
    expect(row.coins).toBe(0);
    expect(row.role).toBe('user');
    expect(String(row.password_hash)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    [
      'username taken (other case)',
      (a: ReturnType<typeof newAccount>) => ({ ...newAccount(), username: a.username.toUpperCase() }),
    ],
    [
      'email taken (other case)',
      (a: ReturnType<typeof newAccount>) => ({ ...newAccount(), email: a.email.toUpperCase() }),
    ],
  ])('refuses a duplicate: %s', async (_label, make) => {
    const first = newAccount();
    expect((await post('/api/auth/register', first)).statusCode).toBe(201);
    const res = await post('/api/auth/register', make(first));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.alreadyInUse);
  });

  it('lets exactly one of two concurrent registrations of one name through', async () => {
    const a = newAccount();
    const results = await Promise.all([
      post('/api/auth/register', a),
      post('/api/auth/register', { ...a, email: `x${a.email}` }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });

  it.each([
    [{ username: '', email: 'a@b.co', password: 'Focus123$' }, 'Please enter a user name'],
    [
      { username: 'x'.repeat(201), email: 'a@b.co', password: 'Focus123$' },
      'User name can be at most 200 characters',
    ],
    [{ username: 'ok', email: 'not-an-email', password: 'Focus123$' }, 'Please enter a valid email address'],
    [{ username: 'ok', email: 'a@b.co', password: 'weakpass' }, REGISTER_PASSWORD_MESSAGE],
    [{ username: 'ok', email: 'a@b.co' }, REGISTER_PASSWORD_MESSAGE],
  ])('rejects bad registration input with a clear message', async (payload, message) => {
    const before = await queryRows(ctx.db, sql`select count(*)::int as n from users`);
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const after = await queryRows(ctx.db, sql`select count(*)::int as n from users`);
    expect(after).toEqual(before);
  });

  it('refuses a user name with an @ with a clear message', async () => {
    for (const username of ['carol@x.com', 'ca@rol']) {
      const res = await post('/api/auth/register', { ...newAccount(), username });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(USERNAME_AT_MESSAGE);
    }
  });

  it('reads a login identifier with an @ as an email only: a user name like an address shadows nobody', async () => {
    // An account from before the rule, named like Carol's address, registered before Carol.
    const squatter = newAccount('shadow');
    await usersRepository.insert(ctx.db, {
      username: 'carol-shadow@x.example',
      email: squatter.email,
      passwordHash: await hashPassword(squatter.password.replace('Focus', 'Other')),
      isVerified: true,
      createdAt: new Date(),
    });
    const carol = await signUp(app, mailbox, { ...newAccount('carol'), email: 'carol-shadow@x.example' });
    const asCarol = await post('/api/auth/login', {
      identifier: 'Carol-Shadow@x.example',
      password: carol.password,
    });
    expect(asCarol.statusCode).toBe(200);
    expect(asCarol.json().user._id).toBe(carol.user._id);
    const asSquatter = await post('/api/auth/login', {
      identifier: 'carol-shadow@x.example',
      password: squatter.password.replace('Focus', 'Other'),
    });
    expect(asSquatter.statusCode).toBe(400);
    expect(asSquatter.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    // The older account still signs in with its own email.
    const own = await post('/api/auth/login', {
      identifier: squatter.email,
      password: squatter.password.replace('Focus', 'Other'),
    });
    expect(own.statusCode).toBe(200);
  });

  it('accepts a 200-character username', async () => {
    const account = { ...newAccount(), username: 'u'.repeat(200) };
    expect((await post('/api/auth/register', account)).statusCode).toBe(201);
  });

  it('refuses to log in an unverified user with 403 and keeps the mailed code valid', async () => {
    const account = newAccount();
    await post('/api/auth/register', account);
    const code = mailbox.lastCode(account.email);
    const sent = mailbox.mails.length;
    const res = await post('/api/auth/login', {
      identifier: account.email,
      password: account.password,
      rememberMe: true,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MESSAGES.verifyFirst);
    expect(mailbox.mails.length).toBe(sent);
    expect((await post('/api/auth/verify-otp', { email: account.email, otp: code })).statusCode).toBe(200);
  });

  it('names the account email in the refusal of an unverified login, by user name too, only after the right password', async () => {
    const account = newAccount();
    await post('/api/auth/register', account);
    const byName = await post('/api/auth/login', {
      identifier: account.username,
      password: account.password,
    });
    expect(byName.statusCode).toBe(403);
    expect(byName.json()).toEqual({
      message: AUTH_MESSAGES.verifyFirst,
      code: 'verifyFirst',
      email: account.email,
    });
    const wrong = await post('/api/auth/login', { identifier: account.username, password: 'Wrong123$' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).not.toHaveProperty('email');
  });

  it('logs in with the email or the username in any case and returns token and user', async () => {
    const account = await signUp(app, mailbox);
    for (const identifier of [
      account.email.toUpperCase(),
      account.username.toUpperCase(),
      account.username,
    ]) {
      const res = await post('/api/auth/login', { identifier, password: account.password, rememberMe: true });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(body.user).toMatchObject({
        _id: account.user._id,
        email: account.email,
        username: account.username,
        role: 'user',
        isVerified: true,
        coins: 0,
        level: 1,
      });
    }
  });

  it('answers a wrong password and an unknown user identically', async () => {
    const account = await signUp(app, mailbox);
    const wrong = await post('/api/auth/login', {
      identifier: account.email,
      password: 'Wrong123$',
      rememberMe: true,
    });
    const unknown = await post('/api/auth/login', {
      identifier: 'nobody@example.com',
      password: 'Wrong123$',
      rememberMe: true,
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.invalidCredentials, code: 'invalidCredentials' });
    }
  });

  it('never returns a password hash from any auth endpoint', async () => {
    const account = await signUp(app, mailbox);
    const responses = [
      await post('/api/auth/login', { identifier: account.email, password: account.password }),
      await app.inject({ method: 'GET', url: '/api/auth/verify-session', headers: account.auth }),
    ];
    for (const res of responses) {
      // `hasPassword` is a flag; no other key or value may mention a password.
      expect(res.body.replace('"hasPassword":true', '')).not.toMatch(/argon2|password/i);
    }
  });
});
