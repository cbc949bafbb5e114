import { RECENT_SUBSCRIBER_DAYS } from '@focus-room/core/api/newsletter';
import { describe, expect, it } from 'vitest';
import { subscriberStats } from '../../../services/newsletter/newsletter-service';
import { logIn, newAccount, randomIp, signUp } from '../../../test/accounts';
import { signUpAdmin } from '../../../test/economy';
import { createTestApp, createTestClock } from '../../../test/test-app';

type Headers = Record<string, string>;
const DAY = 24 * 3_600_000;

describe('newsletter admin: subscribers and stats', async () => {
  const clock = createTestClock(new Date('2026-06-15T10:00:00Z'));
  const { app, ctx, mailbox } = await createTestApp({ clock });
  const admin = await signUpAdmin(app, ctx, mailbox);
  const get = (auth: Headers, url: string) => app.inject({ method: 'GET', url, headers: auth });
  const subscribe = async (auth: Headers, email: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: auth,
      payload: { email },
    });
    if (res.statusCode !== 200) throw new Error(`subscribe failed: ${res.body}`);
  };
  /** Opens the newest confirmation link mailed to `email`. */
  const confirmLink = async (email: string) => {
    const mail = mailbox.mails.filter((m) => m.to === email).at(-1);
    const token = mail?.text.match(/\/newsletter\/confirm\?token=([\w-]+)/)?.[1];
    const res = await app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
    if (res.statusCode !== 200) throw new Error(`confirm failed: ${res.body}`);
  };

  it('refuses visitors (401) and users (403)', async () => {
    const user = await signUp(app, mailbox);
    for (const url of ['/api/newsletter/admin/subscribers', '/api/newsletter/admin/stats']) {
      expect((await get({}, url)).statusCode).toBe(401);
      const res = await get(user.auth, url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You do not have permission to do that.', code: 'forbidden' });
    }
  });

  it('lists subscribers newest first and counts the recent ones with the clock', async () => {
    // Registered 2026-06-15; subscribers 10, 7 and 1 day(s) before the day the stats are read.
    const early = await signUp(app, mailbox);
    const middle = await signUp(app, mailbox);
    const late = await signUp(app, mailbox);
    await subscribe(early.auth, `early-news@example.com`);
    await confirmLink('early-news@example.com');
    clock.advance(3 * DAY);
    await subscribe((await logIn(app, middle)).auth, middle.email);
    clock.advance(6 * DAY);
    Object.assign(late, await logIn(app, late));
    await subscribe(late.auth, late.email);
    // Moving to another address: until it is confirmed, the subscriber keeps the old one.
    await subscribe(late.auth, `next-${late.username}@example.com`);
    clock.advance(DAY);
    // An unsubscribed user is no subscriber.
    const gone = await signUp(app, mailbox);
    await subscribe(gone.auth, gone.email);
    await app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', headers: gone.auth });
    // Two more verified accounts: one never subscribed, one asked for an address it never confirmed.
    await signUp(app, mailbox);
    const unconfirmed = await signUp(app, mailbox);
    await subscribe(unconfirmed.auth, `unconfirmed-${unconfirmed.username}@example.com`);
    // An unverified account counts in no figure.
    await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newAccount('pending'),
      remoteAddress: randomIp(),
    });

    // Ten days later the admin signs in again (a session idle for 12 hours has ended).
    Object.assign(admin, await logIn(app, admin));
    const list = await get(admin.auth, '/api/newsletter/admin/subscribers');
    expect(list.statusCode).toBe(200);
    const rows = list.json().subscribers;
    expect(rows.map((r: { username: string }) => r.username)).toEqual([
      late.username,
      middle.username,
      early.username,
    ]);
    expect(rows[0].newsletterEmail).toBe(late.email);
    expect(rows[2]).toEqual({
      subscriptionId: expect.any(String),
      username: early.username,
      userEmail: early.email,
      newsletterEmail: 'early-news@example.com',
      subscribedAt: '2026-06-15T10:00:00.000Z',
      userRegisteredAt: '2026-06-15T10:00:00.000Z',
    });

    // Exactly 7 days after the middle subscription: it is still recent; the early one (10 days) is not.
    expect(RECENT_SUBSCRIBER_DAYS).toBe(7);
    const stats = await get(admin.auth, '/api/newsletter/admin/stats');
    expect(stats.statusCode).toBe(200);
    // Verified accounts: the user of the first test, early, middle, late, gone and two more = 7; the admin
    // is staff and counts in no user figure.
    expect(stats.json()).toEqual({
      stats: { totalSubscribers: 3, subscriptionRate: '42.9%', recentSubscribers: 2, totalUsers: 7 },
    });
    clock.advance(1);
    expect((await get(admin.auth, '/api/newsletter/admin/stats')).json().stats.recentSubscribers).toBe(1);
  });
});

describe('newsletter stats without any account', async () => {
  const { ctx } = await createTestApp();

  it("reads '0.0%' instead of dividing by zero", async () => {
    expect(await subscriberStats(ctx)).toEqual({
      totalSubscribers: 0,
      subscriptionRate: '0.0%',
      recentSubscribers: 0,
      totalUsers: 0,
    });
  });
});
