import { PUSH_MESSAGES } from '@focus-room/core/api/push';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildApp } from '../../app';
import type { AppContext } from '../../app-context';
import { openPostgres } from '../../db/database';
import { jobsRepository } from '../../repositories/jobs-repository';
import { pushSubscriptionsRepository } from '../../repositories/push-subscriptions-repository';
import { signUp } from '../../test/accounts';
import { startPushService } from '../../test/push-service';
import { createTestApp, createTestClock } from '../../test/test-app';
import { PERIOD_END_STALE_MS } from '../push/period-end';

const MINUTE = 60_000;
type Headers = Record<string, string>;

/** Waits until `check` holds, for what runs in the background (the start-up pass). */
async function eventually(check: () => boolean, what: string) {
  for (let tries = 0; !check(); tries += 1) {
    if (tries === 300) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('period-end pushes through the job queue', async () => {
  const clock = createTestClock(new Date('2026-06-15T08:00:00Z'));
  const first = await createTestApp({ clock, config: { pushAllowLoopback: true } });
  const { app, ctx, mailbox, database } = first;
  const pushService = await startPushService();

  /** Another instance of the server on the same database (its own pool on PostgreSQL), not yet ready. */
  async function anotherInstance(options: { jobPollMs: number }): Promise<App> {
    const handle = database.url ? await openPostgres(database.url, 5) : undefined;
    const instanceCtx: AppContext = {
      ...ctx,
      db: handle?.db ?? ctx.db,
      config: { ...ctx.config, jobPollMs: options.jobPollMs },
    };
    const instance = await buildApp({ ctx: instanceCtx });
    instance.addHook('onClose', async () => handle?.close());
    return instance;
  }

  async function subscribedUser(on: App = app) {
    const user = await signUp(on, mailbox);
    const device = pushService.subscriber();
    const res = await on.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: user.auth,
      payload: device.subscription,
    });
    expect(res.statusCode).toBe(200);
    return { ...user, device };
  }
  const schedule = (
    auth: Headers,
    kind: string,
    endsInMs: number,
    on: App = app,
    next: { kind: string; endsInMs: number }[] = [],
  ) =>
    on.inject({
      method: 'PUT',
      url: '/api/push/period-end',
      headers: auth,
      payload: { kind, endsInMs, next },
    });
  const cancel = (auth: Headers) =>
    app.inject({ method: 'DELETE', url: '/api/push/period-end', headers: auth });

  it('pushes once, at the end of the period and not before, saying which period ended', async () => {
    const user = await subscribedUser();
    await schedule(user.auth, 'focus', 25 * MINUTE);
    clock.advance(25 * MINUTE - 1000);
    await app.jobWorker.runDue();
    expect(user.device.messages()).toEqual([]);
    clock.advance(1000);
    await app.jobWorker.runDue();
    expect(user.device.messages()).toEqual([
      {
        type: 'period-end',
        kind: 'focus',
        title: 'Focus period complete',
        body: 'Time for a break.',
        url: '/home',
        endsAt: ctx.now().toISOString(),
      },
    ]);
    const [request] = user.device.requests();
    expect(request?.headers).toMatchObject({
      ttl: '300',
      urgency: 'high',
      topic: 'focus-room-timer',
      'content-encoding': 'aes128gcm',
      authorization: expect.stringMatching(new RegExp(`^vapid t=.+, k=${ctx.config.vapid.publicKey}$`)),
    });
    clock.advance(MINUTE);
    await app.jobWorker.runDue();
    expect(user.device.messages()).toHaveLength(1);
  });

  it('pushes to every browser the user subscribed, and to nobody else', async () => {
    const user = await subscribedUser();
    const secondDevice = pushService.subscriber();
    await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: user.auth,
      payload: secondDevice.subscription,
    });
    const bystander = await subscribedUser();
    await schedule(user.auth, 'longBreak', 15 * MINUTE);
    clock.advance(15 * MINUTE);
    await app.jobWorker.runDue();
    expect(user.device.messages()).toEqual([
      expect.objectContaining({ kind: 'longBreak', title: 'Long break over' }),
    ]);
    expect(secondDevice.messages()).toHaveLength(1);
    expect(bystander.device.messages()).toEqual([]);
  });

  it('never pushes after a cancel (pause, reset, mode switch)', async () => {
    const user = await subscribedUser();
    await schedule(user.auth, 'focus', 10 * MINUTE);
    clock.advance(4 * MINUTE);
    expect((await cancel(user.auth)).json()).toEqual({ cancelled: true });
    clock.advance(10 * MINUTE);
    await app.jobWorker.runDue();
    expect(user.device.messages()).toEqual([]);
  });

  it('keeps one scheduled end per user: a new schedule (resume) replaces the old one', async () => {
    const user = await subscribedUser();
    await schedule(user.auth, 'focus', 10 * MINUTE);
    clock.advance(2 * MINUTE);
    // Paused for 3 minutes, resumed: 8 minutes were left, so the end moves to 13 minutes from the start.
    await cancel(user.auth);
    clock.advance(3 * MINUTE);
    await schedule(user.auth, 'focus', 8 * MINUTE);
    await schedule(user.auth, 'focus', 8 * MINUTE);
    clock.advance(5 * MINUTE);
    await app.jobWorker.runDue();
    expect(user.device.messages()).toEqual([]);
    clock.advance(3 * MINUTE);
    await app.jobWorker.runDue();
    expect(user.device.messages()).toHaveLength(1);
  });

  it('deletes a subscription the push service says is gone (404, 410) and keeps the others', async () => {
    const user = await subscribedUser();
    const gone = pushService.subscriber();
    const unknown = pushService.subscriber();
    const failing = pushService.subscriber();
    for (const device of [gone, unknown, failing]) {
      await app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: user.auth,
        payload: device.subscription,
      });
    }
    gone.answerWith(410);
    unknown.answerWith(404);
    failing.answerWith(503);
    await schedule(user.auth, 'shortBreak', MINUTE);
    clock.advance(MINUTE);
    await app.jobWorker.runDue();
    const endpoints = (await pushSubscriptionsRepository.listForUser(ctx.db, user.user._id)).map(
      (r) => r.endpoint,
    );
    expect(endpoints.sort()).toEqual(
      [user.device.subscription.endpoint, failing.subscription.endpoint].sort(),
    );
    expect(user.device.messages()).toHaveLength(1);
  });

  it('a subscription whose key cannot encrypt fails alone: the others get the alert once, no retry', async () => {
    const user = await subscribedUser();
    // Saved before the keys were checked at registration: 65 bytes starting 0x04, no point on the curve.
    await pushSubscriptionsRepository.upsert(ctx.db, {
      userId: user.user._id,
      endpoint: `${user.device.subscription.endpoint}-broken`,
      p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64)]).toString('base64url'),
      auth: user.device.subscription.keys.auth,
      createdAt: ctx.now(),
    });
    await schedule(user.auth, 'focus', MINUTE, app, [{ kind: 'shortBreak', endsInMs: 10 * MINUTE }]);
    clock.advance(MINUTE);
    await app.jobWorker.runDue();
    expect(user.device.messages()).toEqual([expect.objectContaining({ kind: 'focus' })]);
    // Past the job's lease: nothing is sent again, and the schedule moved on to the next period.
    clock.advance(2 * MINUTE);
    await app.jobWorker.runDue();
    expect(user.device.messages()).toHaveLength(1);
    const job = await jobsRepository.findBySingletonKey(ctx.db, `period-end:${user.user._id}`);
    expect(job?.runAt).toEqual(new Date(ctx.now().getTime() - 3 * MINUTE + 10 * MINUTE));
    // The unusable row is gone, the good one stays.
    expect(
      (await pushSubscriptionsRepository.listForUser(ctx.db, user.user._id)).map((row) => row.endpoint),
    ).toEqual([user.device.subscription.endpoint]);
  });

  it('after a restart, pushes a period that ended while the server was down, at start-up', async () => {
    const user = await subscribedUser();
    await schedule(user.auth, 'focus', 5 * MINUTE);
    // The instance stops; the period ends two minutes before another one starts.
    clock.advance(7 * MINUTE);
    const restarted = await anotherInstance({ jobPollMs: 60_000 });
    await restarted.ready();
    await eventually(() => user.device.messages().length === 1, 'the push at start-up');
    await restarted.jobWorker.runDue();
    await restarted.close();
    expect(user.device.messages()).toHaveLength(1);
  });

  it('after a restart, drops a period end that is stale', async () => {
    const user = await subscribedUser();
    await schedule(user.auth, 'focus', 5 * MINUTE);
    clock.advance(5 * MINUTE + PERIOD_END_STALE_MS + 1000);
    const restarted = await anotherInstance({ jobPollMs: 60_000 });
    await restarted.ready();
    await restarted.jobWorker.runDue();
    await restarted.close();
    expect(user.device.messages()).toEqual([]);
    expect(await jobsRepository.findBySingletonKey(ctx.db, `period-end:${user.user._id}`)).toBeUndefined();
  });

  it('with two instances on one database, each period is pushed exactly once', async () => {
    const second = await anotherInstance({ jobPollMs: 0 });
    await second.ready();
    const users = await Promise.all(
      Array.from({ length: 12 }, (_, i) => subscribedUser(i % 2 ? second : app)),
    );
    for (const [i, user] of users.entries()) {
      await schedule(user.auth, 'focus', MINUTE + i * 100, i % 2 ? app : second);
    }
    clock.advance(2 * MINUTE);
    await Promise.all([app.jobWorker.runDue(), second.jobWorker.runDue(), app.jobWorker.runDue()]);
    await Promise.all([app.jobWorker.runDue(), second.jobWorker.runDue()]);
    await second.close();
    for (const user of users) expect(user.device.messages()).toHaveLength(1);
  });

  it('a job whose instance died mid-send is taken again once its lease is over, unless it is stale', async () => {
    const user = await subscribedUser();
    await schedule(user.auth, 'countdown', MINUTE);
    clock.advance(MINUTE);
    // An instance claims the job and dies before sending.
    const now = ctx.now();
    const claimed = await jobsRepository.claimDue(ctx.db, now, new Date(now.getTime() + MINUTE));
    expect(claimed?.userId).toBe(user.user._id);
    await app.jobWorker.runDue();
    expect(user.device.messages()).toEqual([]);
    clock.advance(MINUTE);
    await app.jobWorker.runDue();
    expect(user.device.messages()).toEqual([
      expect.objectContaining({ kind: 'countdown', title: 'Countdown finished' }),
    ]);
  });

  it('deleting the account deletes its subscriptions and its scheduled end', async () => {
    const user = await subscribedUser();
    await schedule(user.auth, 'focus', MINUTE);
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/user/delete-account',
      headers: user.auth,
      payload: { password: user.password },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(await pushSubscriptionsRepository.listForUser(ctx.db, user.user._id)).toEqual([]);
    expect(await jobsRepository.findBySingletonKey(ctx.db, `period-end:${user.user._id}`)).toBeUndefined();
  });

  it('pushes at the end of each period a run starts on its own, until a cancel', async () => {
    const user = await subscribedUser();
    const res = await schedule(user.auth, 'focus', 25 * MINUTE, app, [
      { kind: 'shortBreak', endsInMs: 30 * MINUTE + 1000 },
      { kind: 'focus', endsInMs: 55 * MINUTE + 2000 },
      { kind: 'longBreak', endsInMs: 70 * MINUTE + 3000 },
    ]);
    expect(res.statusCode).toBe(200);
    const kinds = () => user.device.messages().map((m: { kind: string }) => m.kind);
    clock.advance(25 * MINUTE);
    await app.jobWorker.runDue();
    expect(kinds()).toEqual(['focus']);
    clock.advance(5 * MINUTE);
    await app.jobWorker.runDue();
    expect(kinds()).toEqual(['focus']);
    clock.advance(1000);
    await app.jobWorker.runDue();
    expect(kinds()).toEqual(['focus', 'shortBreak']);
    clock.advance(25 * MINUTE + 1000);
    await app.jobWorker.runDue();
    expect(kinds()).toEqual(['focus', 'shortBreak', 'focus']);
    // Paused during the long break: its end is never pushed.
    await cancel(user.auth);
    clock.advance(20 * MINUTE);
    await app.jobWorker.runDue();
    expect(kinds()).toEqual(['focus', 'shortBreak', 'focus']);
  });

  it('after a long restart, skips the stale ends and pushes the next one when it comes', async () => {
    const user = await subscribedUser();
    await schedule(user.auth, 'focus', MINUTE, app, [{ kind: 'shortBreak', endsInMs: 30 * MINUTE }]);
    clock.advance(MINUTE + PERIOD_END_STALE_MS + 1000);
    await app.jobWorker.runDue();
    expect(user.device.messages()).toEqual([]);
    clock.advance(30 * MINUTE - (MINUTE + PERIOD_END_STALE_MS + 1000) - 1);
    await app.jobWorker.runDue();
    expect(user.device.messages()).toEqual([]);
    clock.advance(1);
    await app.jobWorker.runDue();
    expect(user.device.messages()).toEqual([expect.objectContaining({ kind: 'shortBreak' })]);
  });

  it('refuses following periods out of order or too many, with a 400', async () => {
    const user = await subscribedUser();
    for (const next of [
      [{ kind: 'shortBreak', endsInMs: MINUTE }],
      [
        { kind: 'shortBreak', endsInMs: 3 * MINUTE },
        { kind: 'focus', endsInMs: 2 * MINUTE },
      ],
      Array.from({ length: 21 }, (_, i) => ({ kind: 'focus', endsInMs: (i + 2) * MINUTE })),
    ]) {
      const res = await schedule(user.auth, 'focus', MINUTE, app, next);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PUSH_MESSAGES.next);
    }
  });
});
