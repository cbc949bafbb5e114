import { AUTH_MESSAGES } from '@focus-room/core/api/auth';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { usersRepository } from '../../repositories/users-repository';
import { newAccount, randomIp, signUp } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';
import { CreateAdminError, createOrPromoteAdmin } from './create-admin';

const NEW_PASSWORD = 'Admin456#';

describe('npm run create-admin', async () => {
  const { app, ctx, mailbox } = await createTestApp();
  const login = (identifier: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: randomIp(),
      payload: { identifier, password },
    });
  const sessionWorks = async (token: string) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/auth/verify-session',
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode === 200;
  const registerWithoutVerifying = async () => {
    const account = newAccount('squat');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: randomIp(),
      payload: account,
    });
    expect(res.statusCode).toBe(201);
    return account;
  };

  it('refuses to promote an unverified account without --password, changing nothing', async () => {
    const squatter = await registerWithoutVerifying();
    const refusal = createOrPromoteAdmin(ctx, { email: squatter.email });
    await expect(refusal).rejects.toThrow(CreateAdminError);
    await expect(refusal).rejects.toThrow(/has not verified its email.*Run again with --password/);
    expect(await usersRepository.findByEmail(ctx.db, squatter.email)).toMatchObject({
      role: 'user',
      isVerified: false,
    });
  });

  it('promotes an unverified account with --password: the old password stops working', async () => {
    const squatter = await registerWithoutVerifying();
    const lines = await createOrPromoteAdmin(ctx, { email: squatter.email, password: NEW_PASSWORD });
    expect(lines).toEqual([
      `${squatter.email} (${squatter.username}) was unverified; its email now counts as verified.`,
      `Replaced the password of ${squatter.email} (${squatter.username}) and ended all its sessions (0 open).`,
      `${squatter.email} (${squatter.username}) is now an admin.`,
    ]);
    const old = await login(squatter.email, squatter.password);
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    const fresh = await login(squatter.email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().user).toMatchObject({ role: 'admin', isVerified: true });
  });

  it('ends every session when it replaces the password of a verified account', async () => {
    const user = await signUp(app, mailbox);
    await login(user.email, user.password);
    const [open] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from sessions where user_id = ${user.user._id} and revoked_at is null`,
    );
    expect(open!.n).toBeGreaterThanOrEqual(2);
    const lines = await createOrPromoteAdmin(ctx, {
      email: user.email.toUpperCase(),
      password: NEW_PASSWORD,
    });
    expect(lines).toEqual([
      `Replaced the password of ${user.email} (${user.username}) and ended all its sessions (${open!.n} open).`,
      `${user.email} (${user.username}) is now an admin.`,
    ]);
    expect(await sessionWorks(user.token)).toBe(false);
    expect((await login(user.email, user.password)).statusCode).toBe(400);
  });

  it('promotes a verified account without --password, keeping its password and sessions', async () => {
    const user = await signUp(app, mailbox);
    expect(await createOrPromoteAdmin(ctx, { email: user.email })).toEqual([
      `${user.email} (${user.username}) is now an admin.`,
    ]);
    expect(await sessionWorks(user.token)).toBe(true);
    expect((await login(user.email, user.password)).json().user.role).toBe('admin');
    expect(await createOrPromoteAdmin(ctx, { email: user.email })).toEqual([
      `${user.email} (${user.username}) was already an admin.`,
    ]);
  });

  it('refuses a weak --password for an existing account', async () => {
    const user = await signUp(app, mailbox);
    await expect(createOrPromoteAdmin(ctx, { email: user.email, password: 'weak' })).rejects.toThrow(
      /^--password: Password must be at least 8 characters/,
    );
    expect((await usersRepository.findByEmail(ctx.db, user.email))?.role).toBe('user');
  });

  it('creates a verified admin for a new email, and needs a user name and password for it', async () => {
    const account = newAccount('boss');
    expect(await createOrPromoteAdmin(ctx, account)).toEqual([
      `Created the admin ${account.email} (${account.username}).`,
    ]);
    expect((await login(account.username, account.password)).json().user).toMatchObject({
      role: 'admin',
      isVerified: true,
    });
    await expect(createOrPromoteAdmin(ctx, { email: 'nobody@example.com' })).rejects.toThrow(
      CreateAdminError,
    );
  });
});
