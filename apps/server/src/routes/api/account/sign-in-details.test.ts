import { ACCOUNT_CHANGE_MESSAGES as M } from '@focus-room/core/api/account';
import { RESET_PASSWORD_MESSAGE } from '@focus-room/core/auth/password-rules';
import { USERNAME_AT_MESSAGE } from '@focus-room/core/auth/username-rules';
import { SERVER_MESSAGES } from '@focus-room/core/i18n/server-messages';
import { describe, expect, it } from 'vitest';
import { usersRepository } from '../../../repositories/users-repository';
import { startSession } from '../../../services/auth/sessions';
import { logIn, newAccount, randomIp, signUp } from '../../../test/accounts';
import { changedTables, databaseSnapshot } from '../../../test/database-snapshot';
import { createTestApp, createTestClock } from '../../../test/test-app';
import { signInDetailLimits } from './sign-in-details-routes';

type Headers = Record<string, string>;
const NEW_PASSWORD = 'Better456#';
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('changing the sign-in details in Settings', async () => {
  const clock = createTestClock();
  const { app, ctx, mailbox } = await createTestApp({ clock });
  const call = (method: 'PUT' | 'POST', url: string, auth: Headers, payload?: unknown) =>
    app.inject({ method, url, headers: auth, payload: payload as object, remoteAddress: randomIp() });
  const sessionOk = async (auth: Headers) =>
    (await app.inject({ method: 'GET', url: '/api/auth/verify-session', headers: auth })).statusCode === 200;
  const canLogIn = async (identifier: string, password: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: randomIp(),
        payload: { identifier, password },
      })
    ).statusCode === 200;

  /** Runs `request` and checks that it left every table as it was. */
  async function changesNothing<Answer>(request: () => Promise<Answer>) {
    const before = await databaseSnapshot(ctx.db);
    const res = await request();
    expect(changedTables(before, await databaseSnapshot(ctx.db))).toEqual([]);
    return res;
  }

  describe('password', () => {
    it('changes the password, keeps this session and signs out the others', async () => {
      const account = await signUp(app, mailbox);
      const other = await logIn(app, account);
      const res = await call('PUT', '/api/user/password', account.auth, {
        currentPassword: account.password,
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: M.passwordChanged, user: { hasPassword: true } });
      expect(await sessionOk(account.auth)).toBe(true);
      expect(await sessionOk(other.auth)).toBe(false);
      expect(await canLogIn(account.email, account.password)).toBe(false);
      expect(await canLogIn(account.email, NEW_PASSWORD)).toBe(true);
    });

    it('refuses a wrong or missing current password on its field, changing nothing', async () => {
      const account = await signUp(app, mailbox);
      const other = await logIn(app, account);
      const wrong = await changesNothing(() =>
        call('PUT', '/api/user/password', account.auth, {
          currentPassword: 'Wrong123$',
          newPassword: NEW_PASSWORD,
        }),
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        message: M.currentPasswordWrong,
        code: 'currentPasswordWrong',
        fields: { currentPassword: M.currentPasswordWrong },
      });
      const missing = await call('PUT', '/api/user/password', account.auth, { newPassword: NEW_PASSWORD });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toEqual({ currentPassword: M.currentPasswordRequired });
      expect(await sessionOk(other.auth)).toBe(true);
      expect(await canLogIn(account.email, account.password)).toBe(true);
    });

    it('refuses a new password that breaks the reset rules, changing nothing', async () => {
      const account = await signUp(app, mailbox);
      for (const newPassword of ['Sh1$', 'nouppercase1$', 'Has space1$', 'x'.repeat(201), 12345678]) {
        const res = await changesNothing(() =>
          call('PUT', '/api/user/password', account.auth, { currentPassword: account.password, newPassword }),
        );
        expect(res.statusCode).toBe(400);
      }
      const res = await call('PUT', '/api/user/password', account.auth, {
        currentPassword: account.password,
        newPassword: 'Has space1$',
      });
      expect(res.json().fields).toEqual({ newPassword: RESET_PASSWORD_MESSAGE });
    });

    it('lets an account made by Google sign-in set its first password without a current one', async () => {
      const user = await usersRepository.insert(ctx.db, {
        username: `google${Date.now()}`,
        email: `google${Date.now()}@example.com`,
        passwordHash: null,
        googleSub: `sub-${Date.now()}`,
        isVerified: true,
        createdAt: clock.now(),
      });
      const token = await startSession(ctx, user!, { rememberMe: true, method: 'google' });
      const auth = { authorization: `Bearer ${token}` };
      const session = await app.inject({ method: 'GET', url: '/api/auth/verify-session', headers: auth });
      expect(session.json().user.hasPassword).toBe(false);
      const res = await call('PUT', '/api/user/password', auth, { newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: M.passwordSet, user: { hasPassword: true } });
      expect(await canLogIn(user!.email, NEW_PASSWORD)).toBe(true);
      // From now on the password it set is the one to give.
      const again = await call('PUT', '/api/user/password', auth, { newPassword: 'Another789!' });
      expect(again.json().fields).toEqual({ currentPassword: M.currentPasswordRequired });
    });

    it('is limited per account', async () => {
      const account = await signUp(app, mailbox);
      const { points } = signInDetailLimits.password;
      for (let i = 0; i < points; i += 1) {
        await call('PUT', '/api/user/password', account.auth, {
          currentPassword: 'Wrong123$',
          newPassword: NEW_PASSWORD,
        });
      }
      const limited = await call('PUT', '/api/user/password', account.auth, {
        currentPassword: account.password,
        newPassword: NEW_PASSWORD,
      });
      expect(limited.statusCode).toBe(429);
      expect(await canLogIn(account.email, account.password)).toBe(true);
    });
  });

  describe('email', () => {
    it('mails a code to the new address and changes the email only when it comes back', async () => {
      const account = await signUp(app, mailbox);
      const fresh = newAccount('moved').email;
      const sent = await call('POST', '/api/user/email/code', account.auth, { email: fresh });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().message).toBe(SERVER_MESSAGES.emailCodeSent.replace('{email}', fresh));
      const code = mailbox.lastCode(fresh);
      expect((await usersRepository.findById(ctx.db, account.user._id))?.email).toBe(account.email);
      const res = await call('PUT', '/api/user/email', account.auth, { email: fresh, otp: code });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: M.emailChanged, user: { email: fresh } });
      expect(await canLogIn(fresh, account.password)).toBe(true);
      expect(await canLogIn(account.email, account.password)).toBe(false);
      // The code was used.
      const again = await call('PUT', '/api/user/email', account.auth, { email: fresh, otp: code });
      expect(again.statusCode).toBe(400);
    });

    it('refuses an address in use or the own one, mailing nothing', async () => {
      const account = await signUp(app, mailbox);
      const owner = await signUp(app, mailbox);
      const mails = mailbox.mails.length;
      const taken = await changesNothing(() =>
        call('POST', '/api/user/email/code', account.auth, { email: owner.email.toUpperCase() }),
      );
      expect(taken.json()).toMatchObject({
        message: M.emailTaken,
        fields: { email: M.emailTaken },
      });
      const own = await call('POST', '/api/user/email/code', account.auth, { email: account.email });
      expect(own.json().fields).toEqual({ email: M.emailUnchanged });
      const invalid = await call('POST', '/api/user/email/code', account.auth, { email: 'not-an-address' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().fields).toEqual({ email: SERVER_MESSAGES.emailInvalid });
      expect(mailbox.mails.length).toBe(mails);
    });

    it('takes the code only for the address it was sent to, and a wrong code changes no email', async () => {
      const account = await signUp(app, mailbox);
      const first = newAccount('first').email;
      const second = newAccount('second').email;
      await call('POST', '/api/user/email/code', account.auth, { email: first });
      const code = mailbox.lastCode(first);
      const elsewhere = await call('PUT', '/api/user/email', account.auth, { email: second, otp: code });
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json()).toMatchObject({ message: M.invalidCode, fields: { otp: M.invalidCode } });
      const wrong = await call('PUT', '/api/user/email', account.auth, {
        email: first,
        otp: wrongCode(code),
      });
      expect(wrong.statusCode).toBe(400);
      const malformed = await changesNothing(() =>
        call('PUT', '/api/user/email', account.auth, { email: first, otp: '12ab' }),
      );
      expect(malformed.statusCode).toBe(400);
      expect((await usersRepository.findById(ctx.db, account.user._id))?.email).toBe(account.email);
      const right = await call('PUT', '/api/user/email', account.auth, { email: first, otp: code });
      expect(right.statusCode).toBe(200);
    });

    it('refuses the change when someone took the address after the code was sent', async () => {
      const account = await signUp(app, mailbox);
      const wanted = newAccount('wanted');
      await call('POST', '/api/user/email/code', account.auth, { email: wanted.email });
      const code = mailbox.lastCode(wanted.email);
      await signUp(app, mailbox, wanted);
      const res = await call('PUT', '/api/user/email', account.auth, { email: wanted.email, otp: code });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ email: M.emailTaken });
      expect((await usersRepository.findById(ctx.db, account.user._id))?.email).toBe(account.email);
    });

    it('is limited per account', async () => {
      const account = await signUp(app, mailbox);
      const { points } = signInDetailLimits.emailCode;
      for (let i = 0; i < points; i += 1) {
        await call('POST', '/api/user/email/code', account.auth, { email: newAccount('many').email });
      }
      const limited = await call('POST', '/api/user/email/code', account.auth, {
        email: newAccount('many').email,
      });
      expect(limited.statusCode).toBe(429);
    });
  });

  describe('user name', () => {
    it('changes the user name, which then signs in', async () => {
      const account = await signUp(app, mailbox);
      const name = newAccount('renamed').username;
      const res = await call('PUT', '/api/user/username', account.auth, { username: `  ${name} ` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: M.usernameChanged, user: { username: name } });
      expect(await canLogIn(name, account.password)).toBe(true);
      expect(await canLogIn(account.username, account.password)).toBe(false);
    });

    it("changes only the case of the account's own name", async () => {
      const account = await signUp(app, mailbox);
      const res = await call('PUT', '/api/user/username', account.auth, {
        username: account.username.toUpperCase(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.username).toBe(account.username.toUpperCase());
    });

    it('refuses a taken name and names that break the rules, changing nothing', async () => {
      const account = await signUp(app, mailbox);
      const owner = await signUp(app, mailbox);
      const cases: [unknown, string][] = [
        [owner.username.toUpperCase(), M.usernameTaken],
        ['   ', SERVER_MESSAGES.usernameRequired],
        ['ada@home', USERNAME_AT_MESSAGE],
        ['x'.repeat(201), 'User name can be at most 200 characters'],
        [42, SERVER_MESSAGES.usernameRequired],
      ];
      for (const [username, message] of cases) {
        const res = await changesNothing(() => call('PUT', '/api/user/username', account.auth, { username }));
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toEqual({ username: message });
      }
    });

    it('needs a session', async () => {
      const res = await call('PUT', '/api/user/username', {}, { username: 'nobody' });
      expect(res.statusCode).toBe(401);
    });
  });
});
