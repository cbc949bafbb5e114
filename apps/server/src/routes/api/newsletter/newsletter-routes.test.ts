import { NEWSLETTER_MESSAGES } from '@focus-room/core/api/newsletter';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts';
import { createTestApp, createTestClock } from '../../../test/test-app';

type Headers = Record<string, string>;
const HOUR = 3_600_000;

describe('newsletter subscription of the signed-in user', async () => {
  const clock = createTestClock(new Date('2026-06-15T10:00:00Z'));
  const { app, mailbox } = await createTestApp({ clock });

  const status = async (auth: Headers) => {
    const res = await app.inject({ method: 'GET', url: '/api/newsletter/status', headers: auth });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const subscribe = (auth: Headers, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: auth,
      payload: payload as object,
    });
  const unsubscribe = (auth: Headers, headers: Headers = { 'content-type': 'application/json' }) =>
    app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', headers: { ...auth, ...headers } });
  const mailsTo = (address: string) => mailbox.mails.filter((m) => m.to === address);

  it('answers 401 without a token on every call', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/newsletter/status' })).statusCode).toBe(401);
    expect((await subscribe({}, { email: 'a@example.com' })).statusCode).toBe(401);
    expect((await unsubscribe({})).statusCode).toBe(401);
  });

  it('subscribes, keeps the date on an address change and mails each new address', async () => {
    const user = await signUp(app, mailbox);
    expect(await status(user.auth)).toEqual({ isSubscribed: false, subscription: null });

    const first = await subscribe(user.auth, { email: `  ${user.email}  ` });
    expect(first.statusCode).toBe(200);
    const subscribedAt = '2026-06-15T10:00:00.000Z';
    expect(first.json()).toEqual({
      message: NEWSLETTER_MESSAGES.subscribed,
      subscription: { email: user.email, subscribedAt },
    });
    expect(await status(user.auth)).toEqual({
      isSubscribed: true,
      subscription: { email: user.email, subscribedAt },
    });
    const [welcome] = mailsTo(user.email).filter((m) => m.subject.includes('newsletter'));
    expect(welcome?.subject).toBe('Welcome to the Focus Room newsletter');
    expect(welcome?.text).toContain(`Hi ${user.username}, thanks for subscribing`);
    expect(welcome?.html).toContain('You are subscribed');

    // The same address again (in other letters' case): nothing changes, no second mail.
    clock.advance(HOUR);
    const again = await subscribe(user.auth, { email: user.email.toUpperCase() });
    expect(again.json()).toEqual(first.json());
    expect(mailsTo(user.email).filter((m) => m.subject.includes('newsletter'))).toHaveLength(1);

    const other = `news-${user.username}@example.org`;
    const moved = await subscribe(user.auth, { email: other });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({
      message: NEWSLETTER_MESSAGES.emailUpdated,
      subscription: { email: other, subscribedAt },
    });
    expect(await status(user.auth)).toMatchObject({ subscription: { email: other, subscribedAt } });
    expect(mailsTo(other)).toHaveLength(1);
  });

  it('keeps each user to their own subscription', async () => {
    const alice = await signUp(app, mailbox);
    const bob = await signUp(app, mailbox);
    await subscribe(alice.auth, { email: alice.email });
    expect(await status(bob.auth)).toEqual({ isSubscribed: false, subscription: null });
    // Bob unsubscribing touches only his (absent) subscription.
    expect((await unsubscribe(bob.auth)).json()).toEqual({ message: NEWSLETTER_MESSAGES.notSubscribed });
    expect(await status(alice.auth)).toMatchObject({ isSubscribed: true });
    // Bob subscribing with Alice's address is his own subscription, not a change of hers.
    expect((await subscribe(bob.auth, { email: alice.email })).json().message).toBe(
      NEWSLETTER_MESSAGES.subscribed,
    );
    expect((await unsubscribe(bob.auth)).json().message).toBe(NEWSLETTER_MESSAGES.unsubscribed);
    expect(await status(alice.auth)).toMatchObject({
      isSubscribed: true,
      subscription: { email: alice.email },
    });
  });

  it('refuses bad input with 400 and a clear message, changing nothing', async () => {
    const user = await signUp(app, mailbox);
    const cases: [unknown, string][] = [
      [{}, NEWSLETTER_MESSAGES.emailRequired],
      [{ email: '' }, NEWSLETTER_MESSAGES.emailRequired],
      [{ email: '   ' }, NEWSLETTER_MESSAGES.emailRequired],
      [{ email: 42 }, NEWSLETTER_MESSAGES.emailRequired],
      [{ email: 'not-an-email' }, NEWSLETTER_MESSAGES.emailInvalid],
      [{ email: `${'a'.repeat(320)}@example.com` }, 'That email address is too long'],
    ];
    for (const [payload, message] of cases) {
      const res = await subscribe(user.auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
    const broken = await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { ...user.auth, 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(broken.statusCode).toBe(400);
    const empty = await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { ...user.auth, 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(NEWSLETTER_MESSAGES.emailRequired);
    expect(await status(user.auth)).toEqual({ isSubscribed: false, subscription: null });
  });

  it('unsubscribes with an empty body, with or without a JSON content type, and is idempotent', async () => {
    const user = await signUp(app, mailbox);
    await subscribe(user.auth, { email: user.email });
    const res = await unsubscribe(user.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: NEWSLETTER_MESSAGES.unsubscribed });
    expect(await status(user.auth)).toEqual({ isSubscribed: false, subscription: null });
    const again = await unsubscribe(user.auth, {});
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: NEWSLETTER_MESSAGES.notSubscribed });

    // Subscribing afterwards starts a new subscription with a new date.
    clock.advance(HOUR);
    const back = await subscribe(user.auth, { email: user.email });
    expect(back.json()).toMatchObject({
      message: NEWSLETTER_MESSAGES.subscribed,
      subscription: { subscribedAt: clock.now().toISOString() },
    });
  });

  it('limits subscribe calls per account and mails per recipient', async () => {
    const user = await signUp(app, mailbox);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push(
        (await subscribe(user.auth, { email: `flood${i}-${user.username}@example.com` })).statusCode,
      );
    }
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);

    const victim = `victim-${user.username}@example.com`;
    const perRecipient: number[] = [];
    for (let i = 0; i < 6; i++) {
      const someone = await signUp(app, mailbox);
      perRecipient.push((await subscribe(someone.auth, { email: victim })).statusCode);
    }
    expect(perRecipient).toEqual([200, 200, 200, 200, 200, 429]);
    expect(mailsTo(victim)).toHaveLength(5);
  });
});

describe('newsletter subscription when the mail server fails', async () => {
  const { app, mailbox } = await createTestApp({
    mailer: {
      send: async (mail) => {
        if (mail.subject.includes('newsletter')) throw new Error('SMTP down');
        await mailbox.send(mail);
      },
    },
  });

  it('still subscribes', async () => {
    const user = await signUp(app, mailbox);
    const res = await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: user.auth,
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(NEWSLETTER_MESSAGES.subscribed);
    const status = await app.inject({ method: 'GET', url: '/api/newsletter/status', headers: user.auth });
    expect(status.json()).toMatchObject({ isSubscribed: true, subscription: { email: user.email } });
  });
});
