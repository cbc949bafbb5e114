import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { signUp } from '../../../test/accounts';
import { type LiveEvent, openLiveStream, startRedis } from '../../../test/live-stream';
import { createTestApp } from '../../../test/test-app';
import { LIVE_RECONNECT_MS } from './group-live-routes';

type User = Awaited<ReturnType<typeof signUp>>;

const presenceOf = (userId: string, status: string) => (event: LiveEvent) =>
  event.type === 'presence' &&
  event.data.userId === userId &&
  (event.data.presence as { status: string }).status === status;

describe('live presence over server-sent events', async () => {
  const redis = await startRedis();
  const { app, ctx, mailbox } = await createTestApp({ config: { redisUrl: redis.url } });
  // A second instance on the same database and the same Redis.
  const second = await buildApp({ ctx: { ...ctx, config: { ...ctx.config, redisUrl: redis.url } } });
  const streams: { close: () => void }[] = [];
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await second.close();
    await redis.stop();
  });
  const first = await app.listen({ port: 0, host: '127.0.0.1' });
  const other = await second.listen({ port: 0, host: '127.0.0.1' });
  await Promise.all([app.groupsCtx.live.bus.ready(), second.groupsCtx.live.bus.ready()]);

  const stream = (base: string, user: User) => {
    const opened = openLiveStream(base, user.token);
    streams.push(opened);
    return opened;
  };
  const groupOf = async (count: number) => {
    const users: User[] = [];
    for (let i = 0; i < count; i += 1) users.push(await signUp(app, mailbox));
    const [owner] = users as [User];
    const group = (
      await app.inject({ method: 'POST', url: '/api/groups', headers: owner.auth, payload: { name: 'Live' } })
    ).json().group;
    const { code } = (
      await app.inject({ method: 'POST', url: `/api/groups/${group.id}/invites`, headers: owner.auth })
    ).json().invite;
    for (const user of users.slice(1)) {
      await app.inject({ method: 'POST', url: '/api/groups/join', headers: user.auth, payload: { code } });
    }
    return { groupId: group.id as string, users };
  };
  const report = (user: User, payload: object) =>
    app.inject({ method: 'PUT', url: '/api/presence/timer', headers: user.auth, payload });

  it('answers a client that does not ask for a stream with the groups as JSON', async () => {
    const { users } = await groupOf(1);
    const res = await app.inject({ method: 'GET', url: '/api/groups/live', headers: users[0]!.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().groups).toHaveLength(1);
  });

  it('tells the browser to reconnect a dropped stream after a second', async () => {
    const { users } = await groupOf(1);
    const controller = new AbortController();
    const res = await fetch(`${first}/api/groups/live`, {
      headers: { ...users[0]!.auth, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    let text = '';
    const decoder = new TextDecoder();
    while (!text.includes('\n\n')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    controller.abort();
    expect(text).toContain('event: ready');
    expect(text).toContain(`retry: ${LIVE_RECONNECT_MS}`);
  });

  it('shows a member starting to focus on the other members’ streams, with the minutes left', async () => {
    const { users } = await groupOf(2);
    const [anna, ben] = users as [User, User];
    const annas = stream(first, anna);
    const bens = stream(first, ben);
    await annas.next((e) => e.type === 'ready');
    await bens.next((e) => e.type === 'ready');
    await report(anna, { phase: 'focus', endsInMs: 25 * 60_000 });
    const seen = await bens.next(presenceOf(anna.user._id, 'focusing'));
    expect(seen.data.presence).toMatchObject({ status: 'focusing', minutesLeft: 25, focusMinutesToday: 0 });
    await report(anna, { phase: 'break', endsInMs: 5 * 60_000 });
    await bens.next(presenceOf(anna.user._id, 'break'));
    await app.inject({
      method: 'PUT',
      url: '/api/presence/settings',
      headers: anna.auth,
      payload: { showActivity: false },
    });
    expect((await bens.next(presenceOf(anna.user._id, 'hidden'))).data.presence).toMatchObject({
      focusMinutesToday: null,
    });
  });

  it('reaches members connected to another instance through Redis', async () => {
    const { groupId, users } = await groupOf(2);
    const [anna, ben] = users as [User, User];
    const annas = stream(first, anna);
    const bens = stream(other, ben);
    await annas.next((e) => e.type === 'ready');
    await bens.next((e) => e.type === 'ready');
    await report(anna, { phase: 'focus', endsInMs: 10 * 60_000 });
    await bens.next(presenceOf(anna.user._id, 'focusing'));
    // A session started on the first instance tells the second one's members to refetch.
    await app.inject({
      method: 'POST',
      url: `/api/groups/${groupId}/session`,
      headers: anna.auth,
      payload: { action: 'start' },
    });
    await bens.next((e) => e.type === 'group' && e.data.groupId === groupId);
    const seen = await second.inject({ method: 'GET', url: `/api/groups/${groupId}`, headers: ben.auth });
    expect(seen.json().group.session).toMatchObject({ phase: 'focus', startedBy: anna.user._id });
  });

  it('stops showing a blocked member at once', async () => {
    const { users } = await groupOf(3);
    const [anna, ben, cleo] = users as [User, User, User];
    const bens = stream(first, ben);
    for (const user of [anna, cleo]) await stream(first, user).next((e) => e.type === 'ready');
    await bens.next((e) => e.type === 'ready');
    await app.inject({
      method: 'POST',
      url: '/api/blocks',
      headers: anna.auth,
      payload: { userId: ben.user._id },
    });
    await bens.next((e) => e.type === 'groups');
    await report(anna, { phase: 'focus', endsInMs: 60_000 });
    await report(cleo, { phase: 'focus', endsInMs: 60_000 });
    // Events arrive in order: Cleo's report comes after Anna's, and Anna's never reached Ben.
    await bens.next(presenceOf(cleo.user._id, 'focusing'));
    expect(
      bens.events.filter(
        (e) =>
          e.type === 'presence' &&
          e.data.userId === anna.user._id &&
          (e.data.presence as { status: string }).status === 'focusing',
      ),
    ).toEqual([]);
  });

  it('ends its open streams when it shuts down, so a restart does not wait for them', async () => {
    const { users } = await groupOf(1);
    const third = await buildApp({ ctx });
    const base = await third.listen({ port: 0, host: '127.0.0.1' });
    const stream = openLiveStream(base, users[0]!.token);
    streams.push(stream);
    await stream.next((e) => e.type === 'ready');
    expect(third.groupsCtx.live.connectionCount).toBe(1);
    await third.close();
    expect(third.groupsCtx.live.connectionCount).toBe(0);
  });
});
