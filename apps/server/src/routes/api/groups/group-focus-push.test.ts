import { FOCUS_PUSH_EVERY_MS } from '@focus-room/core/groups/focus-push';
import { describe, expect, it } from 'vitest';
import { afterAnswersSettled } from '../../../services/after-answer';
import { FOCUS_PUSH_STALE_MS } from '../../../services/groups/focus-push';
import { signUp } from '../../../test/accounts';
import { startPushService } from '../../../test/push-service';
import { createTestApp, createTestClock } from '../../../test/test-app';

type Headers = Record<string, string>;
type User = Awaited<ReturnType<typeof signUp>>;
const MINUTE = 60_000;

// The optional "Anna started focusing — join?" push (docs/product-rules.md#live-presence), through the
// job queue and a local stand-in for the browsers' push service.
describe('the "started focusing" push of a group', async () => {
  const clock = createTestClock(new Date('2026-06-15T08:00:00Z'));
  const { app, mailbox } = await createTestApp({ clock, config: { pushAllowLoopback: true } });
  const pushService = await startPushService();

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, auth: Headers, payload?: object) =>
    app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  /** A member with a browser subscribed to push. */
  const subscribed = async () => {
    const user = await signUp(app, mailbox);
    const device = pushService.subscriber();
    const res = await call('POST', '/api/push/subscriptions', user.auth, device.subscription);
    expect(res.statusCode).toBe(200);
    return { ...user, device };
  };
  type Member = Awaited<ReturnType<typeof subscribed>>;
  const groupOf = async (members: Member[], name = 'Night owls') => {
    const [owner] = members as [Member];
    const { group } = (await call('POST', '/api/groups', owner.auth, { name })).json();
    const { invite } = (await call('POST', `/api/groups/${group.id}/invites`, owner.auth)).json();
    for (const member of members.slice(1)) {
      expect((await call('POST', '/api/groups/join', member.auth, { code: invite.code })).statusCode).toBe(
        200,
      );
    }
    return group.id as string;
  };
  const pushOn = async (user: User, groupId: string, focusPush = true) => {
    const res = await call('PUT', `/api/groups/${groupId}/focus-push`, user.auth, { focusPush });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  /** The member's timer starts a focus period; the push goes out through the job queue. */
  const startFocus = async (user: User) => {
    const res = await call('PUT', '/api/presence/timer', user.auth, {
      phase: 'focus',
      endsInMs: 25 * MINUTE,
    });
    expect(res.statusCode).toBe(200);
    await afterAnswersSettled();
    await app.jobWorker.runDue();
  };
  const messages = (...members: Member[]) => members.map((member) => member.device.messages());

  it('is off by default, and a member turns it on for one group only', async () => {
    const [anna, ben] = [await subscribed(), await subscribed()];
    const groupId = await groupOf([anna, ben]);
    const otherGroup = await groupOf([ben, anna], 'Day shift');
    expect((await call('GET', `/api/groups/${groupId}`, ben.auth)).json().group.focusPush).toBe(false);
    await startFocus(anna);
    expect(messages(ben)).toEqual([[]]);

    const answer = await pushOn(ben, groupId);
    expect(answer.json().group.focusPush).toBe(true);
    expect((await call('GET', `/api/groups/${groupId}`, anna.auth)).json().group.focusPush).toBe(false);
    expect((await call('GET', `/api/groups/${otherGroup}`, ben.auth)).json().group.focusPush).toBe(false);
  });

  it('tells the members who turned it on who started and where, and leads to the group', async () => {
    const [anna, ben, cleo, dan] = [
      await subscribed(),
      await subscribed(),
      await subscribed(),
      await subscribed(),
    ];
    const groupId = await groupOf([anna, ben, cleo, dan], 'Exam crew');
    for (const member of [anna, ben, cleo]) await pushOn(member, groupId);
    clock.advance(MINUTE);
    await startFocus(anna);
    const expected = {
      type: 'group-focus',
      groupId,
      member: anna.username,
      group: 'Exam crew',
      title: `${anna.username} started focusing — join?`,
      body: 'Exam crew',
      url: `/groups?id=${groupId}`,
    };
    // Not the one who started, not Dan who did not ask for it.
    expect(messages(anna, ben, cleo, dan)).toEqual([[], [expected], [expected], []]);
    const [request] = ben.device.requests();
    expect(request?.headers).toMatchObject({ urgency: 'normal', topic: 'focus-room-group', ttl: '300' });
  });

  it('goes out at most once an hour per group, whoever starts focusing', async () => {
    const [anna, ben, cleo] = [await subscribed(), await subscribed(), await subscribed()];
    const groupId = await groupOf([anna, ben, cleo]);
    await pushOn(cleo, groupId);
    await startFocus(anna);
    clock.advance(FOCUS_PUSH_EVERY_MS - 1);
    await startFocus(ben);
    expect(cleo.device.messages().map((m) => m.member)).toEqual([anna.username]);
    clock.advance(1);
    // Anna's period is over by now: a new one starts.
    await startFocus(anna);
    expect(cleo.device.messages().map((m) => m.member)).toEqual([anna.username, anna.username]);
  });

  it('is not sent again for a running focus period a page reports again (a reload)', async () => {
    const [anna, ben] = [await subscribed(), await subscribed()];
    const groupId = await groupOf([anna, ben]);
    await pushOn(ben, groupId);
    const report = async (endsInMs: number) => {
      await call('PUT', '/api/presence/timer', anna.auth, { phase: 'focus', endsInMs });
      await afterAnswersSettled();
      await app.jobWorker.runDue();
    };
    await report(2 * FOCUS_PUSH_EVERY_MS);
    clock.advance(FOCUS_PUSH_EVERY_MS);
    await report(FOCUS_PUSH_EVERY_MS);
    expect(ben.device.messages()).toHaveLength(1);
  });

  it('starting a group session tells the group’s members who asked', async () => {
    const [anna, ben] = [await subscribed(), await subscribed()];
    const groupId = await groupOf([anna, ben], 'Session crew');
    await pushOn(ben, groupId);
    const res = await call('POST', `/api/groups/${groupId}/session`, anna.auth, { action: 'start' });
    expect(res.statusCode).toBe(200);
    await afterAnswersSettled();
    await app.jobWorker.runDue();
    expect(ben.device.messages()).toEqual([
      expect.objectContaining({ member: anna.username, group: 'Session crew' }),
    ]);
  });

  it('a hidden member triggers nothing, and uses up no hour', async () => {
    const [anna, ben] = [await subscribed(), await subscribed()];
    const groupId = await groupOf([anna, ben]);
    await pushOn(ben, groupId);
    await call('PUT', '/api/presence/settings', anna.auth, { showActivity: false });
    await startFocus(anna);
    expect(ben.device.messages()).toEqual([]);
    await call('PUT', '/api/presence/settings', anna.auth, { showActivity: true });
    clock.advance(30 * MINUTE);
    await startFocus(anna);
    expect(ben.device.messages()).toHaveLength(1);
  });

  it('never reaches across a block, either way', async () => {
    const [anna, ben, cleo] = [await subscribed(), await subscribed(), await subscribed()];
    const groupId = await groupOf([anna, ben, cleo]);
    for (const member of [anna, ben, cleo]) await pushOn(member, groupId);
    await call('POST', '/api/blocks', ben.auth, { userId: anna.user._id });
    await startFocus(anna);
    expect(messages(ben, cleo)).toEqual([[], [expect.objectContaining({ member: anna.username })]]);
    clock.advance(FOCUS_PUSH_EVERY_MS);
    await startFocus(ben);
    expect(messages(anna, cleo)).toEqual([
      [],
      [expect.objectContaining({ member: anna.username }), expect.objectContaining({ member: ben.username })],
    ]);
  });

  it('two members starting at the same moment send one push', async () => {
    const [anna, ben, cleo] = [await subscribed(), await subscribed(), await subscribed()];
    const groupId = await groupOf([anna, ben, cleo]);
    await pushOn(cleo, groupId);
    await Promise.all(
      [anna, ben].map((user) =>
        call('PUT', '/api/presence/timer', user.auth, { phase: 'focus', endsInMs: 25 * MINUTE }),
      ),
    );
    await afterAnswersSettled();
    await app.jobWorker.runDue();
    expect(cleo.device.messages()).toHaveLength(1);
  });

  it('is dropped when the server finds it too late', async () => {
    const [anna, ben] = [await subscribed(), await subscribed()];
    const groupId = await groupOf([anna, ben]);
    await pushOn(ben, groupId);
    await call('PUT', '/api/presence/timer', anna.auth, { phase: 'focus', endsInMs: 25 * MINUTE });
    await afterAnswersSettled();
    clock.advance(FOCUS_PUSH_STALE_MS + 1);
    await app.jobWorker.runDue();
    expect(ben.device.messages()).toEqual([]);
  });

  it('answers a non-member as if the group did not exist, and refuses a bad body', async () => {
    const [anna, stranger] = [await subscribed(), await subscribed()];
    const groupId = await groupOf([anna]);
    const unknown = await call('GET', `/api/groups/${crypto.randomUUID()}`, stranger.auth);
    const res = await call('PUT', `/api/groups/${groupId}/focus-push`, stranger.auth, { focusPush: true });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(unknown.json().message);
    const bad = await call('PUT', `/api/groups/${groupId}/focus-push`, anna.auth, { focusPush: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', `/api/groups/${groupId}`, anna.auth)).json().group.focusPush).toBe(false);
  });
});
