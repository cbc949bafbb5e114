import { createECDH } from 'node:crypto';
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER, PUSH_MESSAGES } from '@focus-room/core/api/push';
import { describe, expect, it } from 'vitest';
import { pushSubscriptionsRepository } from '../../../repositories/push-subscriptions-repository';
import { signUp } from '../../../test/accounts';
import { startPushService } from '../../../test/push-service';
import { createTestApp } from '../../../test/test-app';

type Headers = Record<string, string>;

const OFF_CURVE_KEY = Buffer.concat([Buffer.from([4]), Buffer.alloc(64)]).toString('base64url');
const ONE_BIT_OFF_KEY = (() => {
  const key = createECDH('prime256v1');
  key.generateKeys();
  const bytes = key.getPublicKey();
  bytes[64] = (bytes[64] ?? 0) ^ 1;
  return bytes.toString('base64url');
})();

describe('push subscription endpoints', async () => {
  const { app, ctx, mailbox, clock } = await createTestApp({ config: { pushAllowLoopback: true } });
  const pushService = await startPushService();

  const save = (auth: Headers, payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: auth, payload: payload as object });
  const remove = (auth: Headers, payload: unknown) =>
    app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: auth,
      payload: payload as object,
    });
  const rows = (userId: string) => pushSubscriptionsRepository.listForUser(ctx.db, userId);

  it('hands out the VAPID public key without a session, cacheable', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: ctx.config.vapid.publicKey });
    expect(res.json().publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('saves a subscription for the signed-in user, once however often it is sent', async () => {
    const user = await signUp(app, mailbox);
    const { subscription } = pushService.subscriber();
    expect((await save(user.auth, { ...subscription, expirationTime: null })).json()).toEqual({
      subscribed: true,
    });
    expect((await save(user.auth, subscription)).statusCode).toBe(200);
    expect(await rows(user.user._id)).toEqual([
      expect.objectContaining({ endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh }),
    ]);
  });

  it('needs a session for everything but the public key', async () => {
    const { subscription } = pushService.subscriber();
    expect((await save({}, subscription)).statusCode).toBe(401);
    expect((await remove({}, { endpoint: subscription.endpoint })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/push/period-end',
          payload: { kind: 'focus', endsInMs: 1000 },
        })
      ).statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/push/period-end' })).statusCode).toBe(401);
  });

  it.each([
    [
      'an http endpoint elsewhere',
      { endpoint: 'http://fcm.googleapis.com/fcm/send/x' },
      PUSH_MESSAGES.endpoint,
    ],
    ['an unknown https host', { endpoint: 'https://evil.example/steal' }, PUSH_MESSAGES.endpoint],
    ['an internal address', { endpoint: 'https://10.0.0.1/push' }, PUSH_MESSAGES.endpoint],
    ['a port on a push host', { endpoint: 'https://fcm.googleapis.com:8443/x' }, PUSH_MESSAGES.endpoint],
    ['credentials in the URL', { endpoint: 'https://u:p@fcm.googleapis.com/x' }, PUSH_MESSAGES.endpoint],
    ['no URL at all', { endpoint: 'fcm.googleapis.com' }, PUSH_MESSAGES.endpoint],
    ['a short p256dh', { keys: { p256dh: 'BAAA', auth: 'AAAAAAAAAAAAAAAAAAAAAA' } }, PUSH_MESSAGES.p256dh],
    // 65 bytes starting 0x04, but no point on the curve: a message to it could never be encrypted.
    ['a p256dh off the curve', { keys: { p256dh: OFF_CURVE_KEY, auth: undefined } }, PUSH_MESSAGES.p256dh],
    [
      'a p256dh one bit off a real key',
      { keys: { p256dh: ONE_BIT_OFF_KEY, auth: undefined } },
      PUSH_MESSAGES.p256dh,
    ],
    ['a long auth', { keys: { p256dh: undefined, auth: 'A'.repeat(30) } }, PUSH_MESSAGES.auth],
    ['a short auth', { keys: { p256dh: undefined, auth: 'A'.repeat(20) } }, PUSH_MESSAGES.auth],
    [
      'auth not base64url',
      { keys: { p256dh: undefined, auth: 'AAAAAAAAAAAAAAAAAAAA+/' } },
      PUSH_MESSAGES.auth,
    ],
  ] as [string, { endpoint?: string; keys?: { p256dh?: string; auth?: string } }, string][])(
    'refuses %s with a 400 and saves nothing',
    async (_name, change, message) => {
      const user = await signUp(app, mailbox);
      const { subscription } = pushService.subscriber();
      const payload = {
        ...subscription,
        ...change,
        keys: {
          ...subscription.keys,
          ...Object.fromEntries(Object.entries(change.keys ?? {}).filter(([, v]) => v)),
        },
      };
      const res = await save(user.auth, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await rows(user.user._id)).toEqual([]);
    },
  );

  it('refuses a body that is not a subscription', async () => {
    const user = await signUp(app, mailbox);
    for (const payload of [{}, { endpoint: 42 }, { endpoint: 'https://fcm.googleapis.com/x' }, []]) {
      const res = await save(user.auth, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it("never lets a user see, change or remove another user's subscription", async () => {
    const owner = await signUp(app, mailbox);
    const other = await signUp(app, mailbox);
    const { subscription } = pushService.subscriber();
    await save(owner.auth, subscription);
    // The same browser subscribed by another account (it signed in there later) is that account's own row.
    const otherKeys = pushService.subscriber().subscription.keys;
    await save(other.auth, { endpoint: subscription.endpoint, keys: otherKeys });
    expect(await rows(owner.user._id)).toEqual([
      expect.objectContaining({ p256dh: subscription.keys.p256dh, auth: subscription.keys.auth }),
    ]);
    // Removing "it" removes only the caller's row; a second removal finds nothing.
    expect((await remove(other.auth, { endpoint: subscription.endpoint })).json()).toEqual({ removed: true });
    expect((await remove(other.auth, { endpoint: subscription.endpoint })).json()).toEqual({
      removed: false,
    });
    expect(await rows(owner.user._id)).toHaveLength(1);
    // No endpoint lists or returns subscriptions: the answers carry nothing of the row.
    expect((await save(other.auth, subscription)).json()).toEqual({ subscribed: true });
  });

  it("removes the user's own subscription", async () => {
    const user = await signUp(app, mailbox);
    const { subscription } = pushService.subscriber();
    await save(user.auth, subscription);
    expect((await remove(user.auth, { endpoint: subscription.endpoint })).json()).toEqual({ removed: true });
    expect(await rows(user.user._id)).toEqual([]);
  });

  it('keeps the ten newest subscriptions of a user', async () => {
    const user = await signUp(app, mailbox);
    const subscribers = Array.from({ length: 12 }, () => pushService.subscriber());
    for (const { subscription } of subscribers) {
      expect((await save(user.auth, subscription)).statusCode).toBe(200);
      clock.advance(1000);
    }
    const kept = (await rows(user.user._id)).map((row) => row.endpoint).sort();
    expect(kept).toEqual(
      subscribers
        .slice(2)
        .map((s) => s.subscription.endpoint)
        .sort(),
    );
  });

  it('keeps ten subscriptions of a user however many are saved at once', async () => {
    const user = await signUp(app, mailbox);
    const subscribers = Array.from({ length: 40 }, () => pushService.subscriber());
    const answers = await Promise.all(subscribers.map(({ subscription }) => save(user.auth, subscription)));
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    const kept = await rows(user.user._id);
    expect(kept).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
    const sent = new Set(subscribers.map((s) => s.subscription.endpoint));
    expect(kept.every((row) => sent.has(row.endpoint))).toBe(true);
  });

  describe('the period-end schedule', () => {
    const schedule = (auth: Headers, payload: unknown) =>
      app.inject({ method: 'PUT', url: '/api/push/period-end', headers: auth, payload: payload as object });

    it('answers when the server will push, on its own clock', async () => {
      const user = await signUp(app, mailbox);
      const res = await schedule(user.auth, { kind: 'focus', endsInMs: 25 * 60_000 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ endsAt: new Date(ctx.now().getTime() + 25 * 60_000).toISOString() });
    });

    it.each([
      [{ kind: 'focus', endsInMs: 0 }, PUSH_MESSAGES.endsInMs],
      [{ kind: 'focus', endsInMs: -1000 }, PUSH_MESSAGES.endsInMs],
      [{ kind: 'focus', endsInMs: 10_001 * 60_000 }, PUSH_MESSAGES.endsInMs],
      [{ kind: 'focus', endsInMs: '1000' }, PUSH_MESSAGES.endsInMs],
      [{ kind: 'nap', endsInMs: 1000 }, PUSH_MESSAGES.kind],
      [{ endsInMs: 1000 }, PUSH_MESSAGES.kind],
    ])('refuses %j with a 400', async (payload, message) => {
      const user = await signUp(app, mailbox);
      const res = await schedule(user.auth, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(
        (await app.inject({ method: 'DELETE', url: '/api/push/period-end', headers: user.auth })).json(),
      ).toEqual({ cancelled: false });
    });

    it('cancels only the caller’s own schedule', async () => {
      const owner = await signUp(app, mailbox);
      const other = await signUp(app, mailbox);
      await schedule(owner.auth, { kind: 'shortBreak', endsInMs: 5 * 60_000 });
      const cancel = (auth: Headers) =>
        app.inject({ method: 'DELETE', url: '/api/push/period-end', headers: auth });
      expect((await cancel(other.auth)).json()).toEqual({ cancelled: false });
      expect((await cancel(owner.auth)).json()).toEqual({ cancelled: true });
      expect((await cancel(owner.auth)).json()).toEqual({ cancelled: false });
    });
  });
});
