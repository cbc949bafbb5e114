import { AUTH_MESSAGES } from '@focus-room/core/api/auth';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/database';
import { signToken } from '../../../services/auth/tokens';
import { logIn, newAccount, signUp } from '../../../test/accounts';
import { createTestApp, createTestClock } from '../../../test/test-app';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

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

  it('keeps a session in use and ends one idle for 12 hours, like the browser does', async () => {
    const account = await signUp(app, mailbox);
    for (let i = 0; i < 3; i += 1) {
      clock.advance(12 * HOUR - MINUTE);
      expect((await verify(`Bearer ${account.token}`)).statusCode).toBe(200);
    }
    clock.advance(12 * HOUR);
    const idle = await verify(`Bearer ${account.token}`);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({ message: AUTH_MESSAGES.sessionInvalid, code: 'sessionInvalid' });
    // Another device of the same account is not touched by this one's idling.
    const fresh = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: account.email, password: account.password },
    });
    expect((await verify(`Bearer ${fresh.json().token}`)).statusCode).toBe(200);
    clock.set(new Date());
  });

  it('ends a session 90 days after login however often it is used', async () => {
    const account = await signUp(app, mailbox);
    const start = clock.now().getTime();
    while (clock.now().getTime() + 11 * HOUR < start + 90 * DAY) {
      clock.advance(11 * HOUR);
      expect((await verify(`Bearer ${account.token}`)).statusCode).toBe(200);
    }
    clock.set(new Date(start + 90 * DAY));
    expect((await verify(`Bearer ${account.token}`)).statusCode).toBe(401);
    clock.set(new Date());
  });

  it('records the last use of a session at most once a minute', async () => {
    const account = await signUp(app, mailbox);
    const sid = JSON.parse(Buffer.from(account.token.split('.')[1]!, 'base64url').toString()).sid as string;
    const lastUsed = async () => {
      const [row] = await queryRows<{ at: string }>(
        ctx.db,
        sql`select (extract(epoch from last_used_at) * 1000)::bigint::text as at from sessions where id = ${sid}`,
      );
      return Number(row?.at);
    };
    const login = clock.now().getTime();
    expect(await lastUsed()).toBe(login);
    clock.advance(30_000);
    await verify(`Bearer ${account.token}`);
    expect(await lastUsed()).toBe(login);
    clock.advance(31_000);
    await verify(`Bearer ${account.token}`);
    expect(await lastUsed()).toBe(login + 61_000);
    clock.advance(59_000);
    await verify(`Bearer ${account.token}`);
    expect(await lastUsed()).toBe(login + 61_000);
    clock.set(new Date());
  });

  it('refuses the token of a deleted user', async () => {
    const account = await signUp(app, mailbox, newAccount('gone'));
    const { users } = await import('../../../db/schema');
    const { eq } = await import('drizzle-orm');
    await ctx.db.delete(users).where(eq(users.id, account.user._id));
    expect((await verify(`Bearer ${account.token}`)).statusCode).toBe(401);
  });

  it('refuses a genuine token whose session belongs to another user', async () => {
    const owner = await signUp(app, mailbox);
    const other = await signUp(app, mailbox);
    const sid = JSON.parse(Buffer.from(owner.token.split('.')[1]!, 'base64url').toString()).sid as string;
    const now = clock.now();
    const crossed = await signToken(
      ctx.config.jwtSecret,
      { sub: other.user._id, sid, role: 'user', email: other.email, username: 'other' },
      { now, expiresAt: new Date(now.getTime() + DAY) },
    );
    expect((await verify(`Bearer ${crossed}`)).statusCode).toBe(401);
    expect((await verify(`Bearer ${owner.token}`)).statusCode).toBe(200);
  });

  it('answers concurrent requests each with its own user, and refuses the closed sessions among them', async () => {
    const users = await Promise.all([0, 1, 2, 3, 4, 5].map(() => signUp(app, mailbox)));
    const [loggedOut, idle, expired, otherDevice, ...open] = users;
    if (!loggedOut || !idle || !expired || !otherDevice) throw new Error('sign-up failed');
    // A second device of the logged-out user stays signed in: its requests must not be refused.
    const second = await logIn(app, loggedOut);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: loggedOut.auth });
    const sidOf = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
    await ctx.db.execute(
      sql`update sessions set last_used_at = ${new Date(clock.now().getTime() - 13 * HOUR)} where id = ${sidOf(idle.token)}`,
    );
    await ctx.db.execute(
      sql`update sessions set expires_at = ${new Date(clock.now().getTime() - MINUTE)} where id = ${sidOf(expired.token)}`,
    );
    const calls = [
      ...[...open, otherDevice].map((u) => ({ auth: u.auth, id: u.user._id as string | undefined })),
      { auth: second.auth, id: loggedOut.user._id },
      ...[loggedOut, idle, expired].map((u) => ({ auth: u.auth, id: undefined })),
      ...open.map((u) => ({ auth: u.auth, id: u.user._id as string | undefined })),
    ];
    const answers = await Promise.all(
      calls.map((call) => app.inject({ method: 'GET', url: '/api/auth/verify-session', headers: call.auth })),
    );
    for (const [n, call] of calls.entries()) {
      const answer = answers[n]!;
      if (call.id === undefined) {
        expect(answer.statusCode).toBe(401);
        expect(answer.json().code).toBe('sessionInvalid');
      } else {
        expect(answer.statusCode).toBe(200);
        expect(answer.json().user._id).toBe(call.id);
      }
    }
  });
});
