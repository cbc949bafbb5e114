import { createHash } from 'node:crypto';
import { NEWSLETTER_MESSAGES } from '@focus-room/core/api/newsletter';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/database';
import { logIn, randomIp, signUp } from '../../../test/accounts';
import { createTestApp, createTestClock } from '../../../test/test-app';
import { UNSUBSCRIBES_PER_HOUR } from './newsletter-routes';

type Headers = Record<string, string>;
const HOUR = 3_600_000;
const WELCOME = 'Welcome to the Focus Room newsletter';
const CONFIRM = 'Confirm your Focus Room newsletter subscription';

describe('newsletter subscription of the signed-in user', async () => {
  const clock = createTestClock(new Date('2026-06-15T10:00:00Z'));
  const { app, ctx, mailbox } = await createTestApp({ clock });

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
  const confirm = (payload: unknown, remoteAddress = randomIp()) =>
    app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: payload as object, remoteAddress });
  const unsubscribe = (auth: Headers, headers: Headers = { 'content-type': 'application/json' }) =>
    app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', headers: { ...auth, ...headers } });
  const mailsTo = (address: string, subject?: string) =>
    mailbox.mails.filter(
      (m) => m.to.toLowerCase() === address.toLowerCase() && (!subject || m.subject === subject),
    );
  /** The token of the newest confirmation link mailed to `address`. */
  const lastToken = (address: string) => {
    const mail = mailsTo(address, CONFIRM).at(-1);
    const token = mail?.text.match(/\/newsletter\/confirm\?token=([\w-]+)/)?.[1];
    if (!token) throw new Error(`no confirmation link mailed to ${address}`);
    return token;
  };
  const expectInvalid = async (payload: unknown) => {
    const res = await confirm(payload);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json().message).toBe(NEWSLETTER_MESSAGES.confirmInvalid);
  };

  it('answers 401 without a token on every call of the account, but confirming is public', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/newsletter/status' })).statusCode).toBe(401);
    expect((await subscribe({}, { email: 'a@example.com' })).statusCode).toBe(401);
    expect((await unsubscribe({})).statusCode).toBe(401);
    await expectInvalid({ token: 'no-such-token' });
  });

  it('subscribes the account’s own verified address at once, in any letter case, with a welcome mail', async () => {
    const user = await signUp(app, mailbox);
    expect(await status(user.auth)).toEqual({
      isSubscribed: false,
      subscription: null,
      pendingEmail: null,
      prompted: false,
    });

    const first = await subscribe(user.auth, { email: `  ${user.email.toUpperCase()}  ` });
    expect(first.statusCode).toBe(200);
    const subscription = { email: user.email.toUpperCase(), subscribedAt: '2026-06-15T10:00:00.000Z' };
    expect(first.json()).toEqual({
      message: NEWSLETTER_MESSAGES.subscribed,
      subscription,
      pendingEmail: null,
    });
    expect(await status(user.auth)).toEqual({
      isSubscribed: true,
      subscription,
      pendingEmail: null,
      prompted: false,
    });
    const [welcome] = mailsTo(user.email, WELCOME);
    expect(welcome?.text).toContain(`Hi ${user.username}, thanks for subscribing`);
    expect(welcome?.html).toContain('You are subscribed');
    expect(mailsTo(user.email, CONFIRM)).toHaveLength(0);

    // The same address again: nothing changes, no second mail.
    clock.advance(HOUR);
    const again = await subscribe(user.auth, { email: user.email });
    expect(again.json()).toEqual(first.json());
    expect(mailsTo(user.email, WELCOME)).toHaveLength(1);
  });

  it('mails another address a link and subscribes it only once the link is opened, signed out', async () => {
    const user = await signUp(app, mailbox);
    const other = `news-${user.username}@example.org`;
    const res = await subscribe(user.auth, { email: other });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: NEWSLETTER_MESSAGES.confirmationSent,
      subscription: null,
      pendingEmail: other,
    });
    expect(await status(user.auth)).toEqual({
      isSubscribed: false,
      subscription: null,
      pendingEmail: other,
      prompted: false,
    });

    // The confirmation mail: the link as a button and as plain text; no welcome before confirming.
    const [mail] = mailsTo(other);
    expect(mail?.subject).toBe(CONFIRM);
    const token = lastToken(other);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const link = `${ctx.config.publicUrl}/newsletter/confirm?token=${token}`;
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.text).toContain('48 hours');
    expect(mailsTo(other, WELCOME)).toHaveLength(0);

    // Only the SHA-256 hash of the token is stored.
    const [row] = await queryRows<{ confirm_token_hash: string }>(
      ctx.db,
      sql`select confirm_token_hash from newsletter_subscriptions where user_id = ${user.user._id}`,
    );
    expect(row?.confirm_token_hash).toBe(createHash('sha256').update(token).digest('hex'));

    clock.advance(HOUR);
    // The link opened twice at once (a double click, a mail scanner): exactly one confirmation.
    const both = await Promise.all([confirm({ token }), confirm({ token })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const confirmed = both.find((r) => r.statusCode === 200);
    expect(confirmed?.json()).toEqual({ message: NEWSLETTER_MESSAGES.confirmed });
    expect(await status(user.auth)).toEqual({
      isSubscribed: true,
      subscription: { email: other, subscribedAt: clock.now().toISOString() },
      pendingEmail: null,
      prompted: false,
    });
    expect(mailsTo(other, WELCOME)).toHaveLength(1);

    // A used link is refused and changes nothing.
    await expectInvalid({ token });
    expect(mailsTo(other, WELCOME)).toHaveLength(1);
    expect((await status(user.auth)).subscription.email).toBe(other);
  });

  it('keeps a subscription until the new address is confirmed; a second link voids the first', async () => {
    const user = await signUp(app, mailbox);
    await subscribe(user.auth, { email: user.email });
    const since = clock.now().toISOString();
    const mine = { email: user.email, subscribedAt: since };

    clock.advance(HOUR);
    const other = `moved-${user.username}@example.org`;
    expect((await subscribe(user.auth, { email: other })).json()).toEqual({
      message: NEWSLETTER_MESSAGES.confirmationSent,
      subscription: mine,
      pendingEmail: other,
    });
    expect(await status(user.auth)).toEqual({
      isSubscribed: true,
      subscription: mine,
      pendingEmail: other,
      prompted: false,
    });
    const firstToken = lastToken(other);

    // Asking again sends a fresh link; the old one stops working.
    expect((await subscribe(user.auth, { email: other.toUpperCase() })).json().message).toBe(
      NEWSLETTER_MESSAGES.confirmationSent,
    );
    expect(mailsTo(other, CONFIRM)).toHaveLength(2);
    const secondToken = lastToken(other);
    expect(secondToken).not.toBe(firstToken);
    await expectInvalid({ token: firstToken });
    expect(await status(user.auth)).toMatchObject({ subscription: mine });

    expect((await confirm({ token: secondToken })).statusCode).toBe(200);
    // The address changes; the original date stays.
    expect(await status(user.auth)).toEqual({
      isSubscribed: true,
      subscription: { email: other.toUpperCase(), subscribedAt: since },
      pendingEmail: null,
      prompted: false,
    });
  });

  it('lets a link expire after 48 hours', async () => {
    const early = await signUp(app, mailbox);
    const late = await signUp(app, mailbox);
    const earlyAddress = `early-${early.username}@example.org`;
    const lateAddress = `late-${late.username}@example.org`;
    await subscribe(early.auth, { email: earlyAddress });
    await subscribe(late.auth, { email: lateAddress });

    clock.advance(48 * HOUR - 1000);
    Object.assign(late, await logIn(app, late));
    expect((await status(late.auth)).pendingEmail).toBe(lateAddress);
    expect((await confirm({ token: lastToken(earlyAddress) })).statusCode).toBe(200);

    clock.advance(1000);
    // At exactly 48 hours the link no longer works, and the address is no longer shown as pending.
    await expectInvalid({ token: lastToken(lateAddress) });
    expect(await status(late.auth)).toEqual({
      isSubscribed: false,
      subscription: null,
      pendingEmail: null,
      prompted: false,
    });
    // Asking again sends a new link that works.
    await subscribe(late.auth, { email: lateAddress });
    expect((await confirm({ token: lastToken(lateAddress) })).statusCode).toBe(200);
    expect(await status(late.auth)).toMatchObject({
      isSubscribed: true,
      subscription: { email: lateAddress },
    });
  });

  it('drops a pending address when the user picks their own or their current one again', async () => {
    const user = await signUp(app, mailbox);
    const other = `maybe-${user.username}@example.org`;
    await subscribe(user.auth, { email: other });
    const token = lastToken(other);

    // Their own verified address: subscribed at once, and the link to the other address is void.
    expect((await subscribe(user.auth, { email: user.email })).json()).toMatchObject({
      message: NEWSLETTER_MESSAGES.subscribed,
      subscription: { email: user.email },
      pendingEmail: null,
    });
    await expectInvalid({ token });

    // Pending again, then back to the current address: no mail, the pending address is gone.
    await subscribe(user.auth, { email: other });
    const mails = mailbox.mails.length;
    expect((await subscribe(user.auth, { email: user.email })).json()).toMatchObject({
      message: NEWSLETTER_MESSAGES.subscribed,
      pendingEmail: null,
    });
    expect(mailbox.mails.length).toBe(mails);
    await expectInvalid({ token: lastToken(other) });
    expect(await status(user.auth)).toMatchObject({
      subscription: { email: user.email },
      pendingEmail: null,
    });
  });

  it('keeps each user to their own subscription', async () => {
    const alice = await signUp(app, mailbox);
    const bob = await signUp(app, mailbox);
    await subscribe(alice.auth, { email: alice.email });
    expect(await status(bob.auth)).toEqual({
      isSubscribed: false,
      subscription: null,
      pendingEmail: null,
      prompted: false,
    });
    // Bob unsubscribing touches only his (absent) subscription.
    expect((await unsubscribe(bob.auth)).json()).toEqual({ message: NEWSLETTER_MESSAGES.notSubscribed });
    expect(await status(alice.auth)).toMatchObject({ isSubscribed: true });
    // Alice's address is not Bob's: it needs a confirmation, and it is Bob's own (pending) request.
    expect((await subscribe(bob.auth, { email: alice.email })).json().message).toBe(
      NEWSLETTER_MESSAGES.confirmationSent,
    );
    expect(await status(bob.auth)).toMatchObject({ isSubscribed: false, pendingEmail: alice.email });
    expect((await unsubscribe(bob.auth)).json().message).toBe(NEWSLETTER_MESSAGES.notSubscribed);
    expect(await status(alice.auth)).toEqual({
      isSubscribed: true,
      subscription: { email: alice.email, subscribedAt: expect.any(String) },
      pendingEmail: null,
      prompted: false,
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
    expect(await status(user.auth)).toEqual({
      isSubscribed: false,
      subscription: null,
      pendingEmail: null,
      prompted: false,
    });

    for (const payload of [{}, { token: '' }, { token: '   ' }, { token: 42 }, { token: 'x'.repeat(201) }]) {
      await expectInvalid(payload);
    }
    const emptyConfirm = await app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      headers: { 'content-type': 'application/json' },
    });
    expect(emptyConfirm.statusCode).toBe(400);
  });

  it('unsubscribes from both the subscription and a pending address, and is idempotent', async () => {
    const user = await signUp(app, mailbox);
    await subscribe(user.auth, { email: user.email });
    const other = `later-${user.username}@example.org`;
    await subscribe(user.auth, { email: other });
    const res = await unsubscribe(user.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: NEWSLETTER_MESSAGES.unsubscribed });
    expect(await status(user.auth)).toEqual({
      isSubscribed: false,
      subscription: null,
      pendingEmail: null,
      prompted: false,
    });
    await expectInvalid({ token: lastToken(other) });
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

  it('limits subscribe calls per account, and mails per recipient together with the auth mails', async () => {
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

    // One budget for every route that mails an address: three reset codes leave two newsletter calls.
    const owner = await signUp(app, mailbox);
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: owner.email },
        remoteAddress: randomIp(),
      });
      expect(res.statusCode).toBe(200);
    }
    const newsletter = [];
    for (let i = 0; i < 3; i++) {
      newsletter.push((await subscribe(owner.auth, { email: owner.email.toUpperCase() })).statusCode);
    }
    expect(newsletter).toEqual([200, 200, 429]);
  });

  it(`limits unsubscribe calls to ${UNSUBSCRIBES_PER_HOUR} an hour per account, changing nothing past it`, async () => {
    const user = await signUp(app, mailbox);
    const codes: number[] = [];
    for (let i = 0; i < UNSUBSCRIBES_PER_HOUR; i++) codes.push((await unsubscribe(user.auth)).statusCode);
    expect(codes.every((code) => code === 200)).toBe(true);
    await subscribe(user.auth, { email: user.email });
    const refused = await unsubscribe(user.auth);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toEqual(expect.any(String));
    expect(await status(user.auth)).toMatchObject({ isSubscribed: true });
    // Another account keeps its own budget.
    const other = await signUp(app, mailbox);
    expect((await unsubscribe(other.auth)).statusCode).toBe(200);
  });

  it('remembers the newsletter prompt per account, on every device, keeping the first time', async () => {
    const user = await signUp(app, mailbox);
    const prompted = () =>
      app.inject({ method: 'POST', url: '/api/newsletter/prompted', headers: user.auth });
    expect(await status(user.auth)).toMatchObject({ prompted: false });
    const first = await prompted();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ prompted: true });
    const [row] = await queryRows<{ at: Date }>(
      ctx.db,
      sql`select newsletter_prompted_at as at from users where id = ${user.user._id}`,
    );
    clock.advance(HOUR);
    expect((await prompted()).json()).toEqual({ prompted: true });
    const [again] = await queryRows<{ at: Date }>(
      ctx.db,
      sql`select newsletter_prompted_at as at from users where id = ${user.user._id}`,
    );
    expect(new Date(again!.at).getTime()).toBe(new Date(row!.at).getTime());
    // Another sign-in (a new device) reads the same flag.
    const elsewhere = await logIn(app, user);
    expect(await status(elsewhere.auth)).toMatchObject({ prompted: true, isSubscribed: false });
    // It is the caller's own: another account is still to be asked.
    const other = await signUp(app, mailbox);
    expect(await status(other.auth)).toMatchObject({ prompted: false });
    expect((await app.inject({ method: 'POST', url: '/api/newsletter/prompted' })).statusCode).toBe(401);
  });

  it('limits confirmation attempts per client address', async () => {
    const ip = randomIp();
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await confirm({ token: `guess-${i}` }, ip)).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 400)).toBe(true);
    expect(codes[30]).toBe(429);
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
