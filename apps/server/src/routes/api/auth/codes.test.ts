import { AUTH_MESSAGES } from '@focus-room/core/api/auth';
import { RESET_PASSWORD_MESSAGE } from '@focus-room/core/auth/password-rules';
import { describe, expect, it, vi } from 'vitest';
import { oneTimeCodesRepository } from '../../../repositories/one-time-codes-repository';
import { usersRepository } from '../../../repositories/users-repository';
import { newAccount, randomIp, signUp } from '../../../test/accounts';
import { createTestApp, createTestClock } from '../../../test/test-app';

/** Waits (without a time budget that matters) until background work has done what `done` checks. */
async function until(done: () => boolean) {
  for (let tries = 0; !done(); tries += 1) {
    if (tries === 500) throw new Error('background work did not finish');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('one-time codes: verification and password reset', async () => {
  const clock = createTestClock();
  const { app, mailbox } = await createTestApp({ clock });
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: randomIp() });
  const registered = async () => {
    const account = newAccount();
    await post('/api/auth/register', account);
    return { account, code: mailbox.lastCode(account.email) };
  };

  it('verifies an email once; a reused code fails', async () => {
    const { account, code } = await registered();
    const first = await post('/api/auth/verify-otp', { email: account.email, otp: code });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: AUTH_MESSAGES.verified, user: { email: account.email } });
    const again = await post('/api/auth/verify-otp', { email: account.email, otp: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.invalidCode);
  });

  it('signs the user in with the verification: the answer carries a session like a login', async () => {
    const { account, code } = await registered();
    const res = await post('/api/auth/verify-otp', { email: account.email, otp: code });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json();
    expect(user).toMatchObject({ username: account.username, email: account.email, isVerified: true });
    const session = await app.inject({
      method: 'GET',
      url: '/api/auth/verify-session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe(account.email);
  });

  it('expires a code after 10 minutes', async () => {
    const { account, code } = await registered();
    clock.advance(10 * 60 * 1000 + 1);
    const res = await post('/api/auth/verify-otp', { email: account.email, otp: code });
    expect(res.statusCode).toBe(400);
  });

  it('accepts a code just before 10 minutes', async () => {
    const { account, code } = await registered();
    clock.advance(10 * 60 * 1000 - 1000);
    expect((await post('/api/auth/verify-otp', { email: account.email, otp: code })).statusCode).toBe(200);
  });

  it('voids a code after the fifth wrong try, even for the right code', async () => {
    const { account, code } = await registered();
    for (let i = 0; i < 4; i++) {
      expect(
        (await post('/api/auth/verify-otp', { email: account.email, otp: wrongCode(code) })).statusCode,
      ).toBe(400);
    }
    // Four wrong tries leave the code usable…
    const { account: other, code: otherCode } = await registered();
    for (let i = 0; i < 5; i++)
      await post('/api/auth/verify-otp', { email: other.email, otp: wrongCode(otherCode) });
    expect((await post('/api/auth/verify-otp', { email: account.email, otp: code })).statusCode).toBe(200);
    // …the fifth voids it.
    expect((await post('/api/auth/verify-otp', { email: other.email, otp: otherCode })).statusCode).toBe(400);
  });

  it('a new code voids the old one', async () => {
    const { account, code } = await registered();
    const fresh = await mailbox.codeAfter(account.email, () =>
      post('/api/auth/resend-otp', { email: account.email }),
    );
    if (fresh !== code) {
      expect((await post('/api/auth/verify-otp', { email: account.email, otp: code })).statusCode).toBe(400);
    }
    expect((await post('/api/auth/verify-otp', { email: account.email, otp: fresh })).statusCode).toBe(200);
  });

  it('of two concurrent submissions of one code exactly one succeeds', async () => {
    const { account, code } = await registered();
    const results = await Promise.all([
      post('/api/auth/verify-otp', { email: account.email, otp: code }),
      post('/api/auth/verify-otp', { email: account.email, otp: code }),
      post('/api/auth/verify-otp', { email: account.email, otp: code }),
    ]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('answers forgot-password identically for known and unknown emails', async () => {
    const account = await signUp(app, mailbox);
    const known = await post('/api/auth/forgot-password', { email: account.email });
    const unknown = await post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: AUTH_MESSAGES.codeSent });
  });

  it.each([
    ['forgot-password', 'reset-password'],
    ['resend-otp', 'verify-email'],
  ] as const)(
    '%s answers before any work that depends on the account, for known and unknown emails alike',
    async (route, purpose) => {
      // What happens, in order: the answer leaving (onSend), the account lookup, a code, a mail.
      const events: string[] = [];
      const local = await createTestApp({
        mailer: {
          send: async (mail) => {
            events.push(`mail to ${mail.to}`);
          },
        },
        beforeReady: (app) => {
          app.addHook('onSend', async (request, _reply, payload) => {
            if (request.url === `/api/auth/${route}`) events.push('answer');
            return payload;
          });
        },
      });
      const known = newAccount();
      await local.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: known,
        remoteAddress: randomIp(),
      });
      if (purpose === 'reset-password') {
        await usersRepository.update(
          local.ctx.db,
          (await usersRepository.findByEmail(local.ctx.db, known.email))!.id,
          {
            isVerified: true,
          },
        );
      }
      const findByEmail = usersRepository.findByEmail;
      const lookups = vi.spyOn(usersRepository, 'findByEmail').mockImplementation(async (db, email) => {
        events.push('lookup');
        const user = await findByEmail(db, email);
        events.push('lookup done');
        return user;
      });
      const replace = oneTimeCodesRepository.replace;
      const codes = vi.spyOn(oneTimeCodesRepository, 'replace').mockImplementation(async (db, values) => {
        events.push(`code ${values.purpose}`);
        await replace(db, values);
      });
      try {
        const ask = (email: string) =>
          local.app.inject({
            method: 'POST',
            url: `/api/auth/${route}`,
            payload: { email },
            remoteAddress: randomIp(),
          });
        events.length = 0;
        const unknownAnswer = await ask('ghost@example.com');
        await until(() => events.includes('lookup done'));
        const forUnknown = [...events];
        events.length = 0;
        const knownAnswer = await ask(known.email);
        await until(() => events.some((event) => event.startsWith('mail')));
        const forKnown = [...events];

        expect(knownAnswer.body).toBe(unknownAnswer.body);
        expect(forUnknown).toEqual(['answer', 'lookup', 'lookup done']);
        expect(forKnown).toEqual([
          'answer',
          'lookup',
          'lookup done',
          `code ${purpose}`,
          `mail to ${known.email}`,
        ]);
      } finally {
        lookups.mockRestore();
        codes.mockRestore();
      }
    },
  );

  it('resets the password with the mailed code, ends every session, and the old password stops working', async () => {
    const account = await signUp(app, mailbox);
    const otp = await mailbox.codeAfter(account.email, () =>
      post('/api/auth/forgot-password', { email: account.email }),
    );
    const res = await post('/api/auth/reset-password', {
      email: account.email,
      otp,
      newPassword: 'NewPass9#',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.passwordReset });
    const session = await app.inject({
      method: 'GET',
      url: '/api/auth/verify-session',
      headers: account.auth,
    });
    expect(session.statusCode).toBe(401);
    const oldLogin = await post('/api/auth/login', { identifier: account.email, password: account.password });
    expect(oldLogin.statusCode).toBe(400);
    const newLogin = await post('/api/auth/login', { identifier: account.email, password: 'NewPass9#' });
    expect(newLogin.statusCode).toBe(200);
    const reuse = await post('/api/auth/reset-password', {
      email: account.email,
      otp,
      newPassword: 'Other9#x',
    });
    expect(reuse.statusCode).toBe(400);
  });

  it.each([
    [{ email: 'a@b.co', otp: '12345', newPassword: 'NewPass9#' }, 'Please enter the 6-digit code'],
    [{ email: 'a@b.co', otp: '123456', newPassword: 'NewPass9%' }, RESET_PASSWORD_MESSAGE],
    [{ email: '', otp: '123456', newPassword: 'NewPass9#' }, 'Please enter your email address'],
  ])('rejects bad reset input with a clear message', async (payload, message) => {
    const res = await post('/api/auth/reset-password', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('a verification code cannot reset a password', async () => {
    const { account, code } = await registered();
    const res = await post('/api/auth/reset-password', {
      email: account.email,
      otp: code,
      newPassword: 'NewPass9#',
    });
    expect(res.statusCode).toBe(400);
  });
});
