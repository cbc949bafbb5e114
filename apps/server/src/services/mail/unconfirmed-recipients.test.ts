import { describe, expect, it } from 'vitest';
import { newAccount, randomIp, signUp } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';

// Whoever types an address may not own it: a mail to an address nobody has confirmed must not carry text
// that user chose, or anyone could put their words into a stranger's inbox under our name.
const MESSAGE = 'Claim your prize at evil dot example';

describe('mails to addresses nobody has confirmed', async () => {
  const { app, mailbox } = await createTestApp();
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers, remoteAddress: randomIp() });
  const lastMailTo = (to: string) => mailbox.mails.filter((m) => m.to === to).at(-1)!;
  const expectNoUserText = (mail: { subject: string; text: string; html: string }) => {
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain('evil dot example');
  };

  it('leave the user name out of the verification code mail', async () => {
    const account = { ...newAccount(), username: `${MESSAGE} ${Date.now()}` };
    expect((await post('/api/auth/register', account)).statusCode).toBe(201);
    expectNoUserText(lastMailTo(account.email));
  });

  it('leave the user name out of a reset code mail to an unverified account, and greet a verified one', async () => {
    const unverified = { ...newAccount(), username: `${MESSAGE} ${Date.now()}` };
    await post('/api/auth/register', unverified);
    await mailbox.codeAfter(unverified.email, () =>
      post('/api/auth/forgot-password', { email: unverified.email }),
    );
    expect(lastMailTo(unverified.email).subject).toMatch(/password reset code$/);
    expectNoUserText(lastMailTo(unverified.email));

    const verified = await signUp(app, mailbox);
    await mailbox.codeAfter(verified.email, () =>
      post('/api/auth/forgot-password', { email: verified.email }),
    );
    expect(lastMailTo(verified.email).text).toContain(`Hi ${verified.username}, use this code`);
  });

  it('leave the user name out of the newsletter confirmation sent to another address', async () => {
    const user = await signUp(app, mailbox, { ...newAccount(), username: `${MESSAGE} ${Date.now()}` });
    const other = `stranger-${Date.now()}@example.org`;
    const res = await post('/api/newsletter/subscribe', { email: other }, user.auth);
    expect(res.statusCode).toBe(200);
    const mail = lastMailTo(other);
    expect(mail.subject).toBe('Confirm your Focus Room newsletter subscription');
    expectNoUserText(mail);
  });
});
