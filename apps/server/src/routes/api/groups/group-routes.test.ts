import { GROUP_MESSAGES } from '@focus-room/core/api/groups';
import { groupWeekOf, MAX_GROUP_MEMBERS, MAX_GROUPS_PER_USER } from '@focus-room/core/groups/rules';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { groupWeeksReached } from '../../../db/schema';
import { afterAnswersSettled } from '../../../services/after-answer';
import { logIn, signUp } from '../../../test/accounts';
import { signUpAdmin } from '../../../test/economy';
import { createTestApp } from '../../../test/test-app';

type Headers = Record<string, string>;
type User = Awaited<ReturnType<typeof signUp>>;
const DAY = 24 * 3_600_000;

describe('study groups', async () => {
  const { app, ctx, mailbox, clock } = await createTestApp();

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
    url: string,
    auth: Headers,
    payload?: object,
  ) => app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const create = async (owner: User, name = 'Physics crew') => {
    const res = await call('POST', '/api/groups', owner.auth, { name });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().group as { id: string; name: string };
  };
  const invite = async (owner: User, groupId: string) => {
    const res = await call('POST', `/api/groups/${groupId}/invites`, owner.auth);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().invite as { id: string; code: string; expiresAt: string };
  };
  const join = (user: User, code: string) => call('POST', '/api/groups/join', user.auth, { code });
  const detail = (user: User, groupId: string) => call('GET', `/api/groups/${groupId}`, user.auth);
  const groupWith = async (count: number) => {
    const owner = await signUp(app, mailbox);
    const group = await create(owner);
    const { code } = await invite(owner, group.id);
    const members = [owner];
    for (let i = 1; i < count; i += 1) {
      const member = await signUp(app, mailbox);
      clock.advance(1000);
      expect((await join(member, code)).statusCode).toBe(200);
      members.push(member);
    }
    return { group, code, owner, members };
  };

  it('creates a group whose creator is its owner, with a normalized name and the default goal', async () => {
    const owner = await signUp(app, mailbox);
    const res = await call('POST', '/api/groups', owner.auth, { name: '  Late   night  maths ' });
    expect(res.statusCode).toBe(201);
    const group = res.json().group;
    expect(group).toMatchObject({ name: 'Late night maths', isOwner: true, memberCount: 1, session: null });
    expect(group.week).toMatchObject({ minutes: 0, goalMinutes: 600, reached: false });
    expect(group.members).toEqual([
      expect.objectContaining({
        userId: owner.user._id,
        isOwner: true,
        presence: expect.objectContaining({ status: 'offline' }),
      }),
    ]);
    const list = await call('GET', '/api/groups', owner.auth);
    expect(list.json().groups.map((g: { name: string }) => g.name)).toEqual(['Late night maths']);
  });

  it('refuses empty and too long names with a clear message and creates nothing', async () => {
    const owner = await signUp(app, mailbox);
    const empty = await call('POST', '/api/groups', owner.auth, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(GROUP_MESSAGES.nameRequired);
    const long = await call('POST', '/api/groups', owner.auth, { name: 'x'.repeat(41) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(GROUP_MESSAGES.nameTooLong);
    expect((await call('GET', '/api/groups', owner.auth)).json().groups).toEqual([]);
  });

  it('joins by an invite code, and refuses the 9th member with a clear message', async () => {
    const { group, code, members } = await groupWith(MAX_GROUP_MEMBERS);
    expect((await detail(members[7]!, group.id)).json().group.memberCount).toBe(8);
    const ninth = await signUp(app, mailbox);
    const res = await join(ninth, code);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(GROUP_MESSAGES.full);
    expect((await detail(ninth, group.id)).statusCode).toBe(404);
  });

  it('refuses a 6th group, whether created or joined', async () => {
    const user = await signUp(app, mailbox);
    for (let i = 0; i < MAX_GROUPS_PER_USER; i += 1) await create(user, `Group ${i}`);
    const sixth = await call('POST', '/api/groups', user.auth, { name: 'One too many' });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe(GROUP_MESSAGES.tooMany);
    const other = await groupWith(1);
    expect((await join(user, other.code)).json().message).toBe(GROUP_MESSAGES.tooMany);
  });

  it('answers a non-member as if the group did not exist, on every group route', async () => {
    const { group, members } = await groupWith(2);
    const stranger = await signUp(app, mailbox);
    const member = members[1]!.user._id;
    const calls: [Parameters<typeof call>[0], string, object?][] = [
      ['GET', `/api/groups/${group.id}`],
      ['PATCH', `/api/groups/${group.id}`, { name: 'Mine now' }],
      ['POST', `/api/groups/${group.id}/invites`],
      ['DELETE', `/api/groups/${group.id}/members/${member}`],
      ['POST', `/api/groups/${group.id}/owner`, { userId: stranger.user._id }],
      ['POST', `/api/groups/${group.id}/session`, { action: 'start' }],
      ['POST', `/api/groups/${group.id}/reactions`, { reaction: 'clap' }],
      ['POST', '/api/reports', { groupId: group.id, reason: 'spam' }],
    ];
    const unknown = await detail(stranger, crypto.randomUUID());
    for (const [method, url, body] of calls) {
      const res = await call(method, url, stranger.auth, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe(unknown.json().message);
    }
    expect((await detail(members[0]!, group.id)).json().group).toMatchObject({
      name: 'Physics crew',
      memberCount: 2,
    });
  });

  it('an invite lasts 7 days and can be revoked', async () => {
    const { group, owner } = await groupWith(1);
    const first = await invite(owner, group.id);
    expect(first.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Date(first.expiresAt).getTime() - clock.now().getTime()).toBe(7 * DAY);
    const revoked = await invite(owner, group.id);
    expect(
      (await call('DELETE', `/api/groups/${group.id}/invites/${revoked.id}`, owner.auth)).json(),
    ).toEqual({
      revoked: true,
    });
    const late = await signUp(app, mailbox);
    const refused = await join(late, revoked.code);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(GROUP_MESSAGES.inviteInvalid);
    expect((await join(late, first.code)).statusCode).toBe(200);
    clock.advance(7 * DAY);
    const later = await signUp(app, mailbox);
    expect((await join(later, first.code)).json().message).toBe(GROUP_MESSAGES.inviteInvalid);
    // The owner alone sees the open invites (the first two are expired and revoked by now).
    const owner7 = await logIn(app, owner);
    const fresh = await invite({ ...owner, ...owner7 }, group.id);
    const res = await call('GET', `/api/groups/${group.id}`, owner7.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().group.invites.map((i: { id: string }) => i.id)).toEqual([fresh.id]);
    const member = await logIn(app, late);
    expect((await call('GET', `/api/groups/${group.id}`, member.auth)).json().group.invites).toEqual([]);
  });

  it('only the owner invites, removes and hands over; a member leaves on their own', async () => {
    const { group, owner, members } = await groupWith(3);
    const [, anna, ben] = members as [User, User, User];
    expect((await call('POST', `/api/groups/${group.id}/invites`, anna.auth)).json().message).toBe(
      GROUP_MESSAGES.ownerOnly,
    );
    expect(
      (await call('DELETE', `/api/groups/${group.id}/members/${ben.user._id}`, anna.auth)).statusCode,
    ).toBe(403);
    const removed = await call('DELETE', `/api/groups/${group.id}/members/${ben.user._id}`, owner.auth);
    expect(removed.json()).toEqual({ removed: true, groupDeleted: false });
    expect((await detail(ben, group.id)).statusCode).toBe(404);
    const handed = await call('POST', `/api/groups/${group.id}/owner`, owner.auth, { userId: anna.user._id });
    expect(handed.json().group).toMatchObject({ ownerId: anna.user._id, isOwner: false });
    const left = await call('DELETE', `/api/groups/${group.id}/members/${owner.user._id}`, owner.auth);
    expect(left.json()).toEqual({ removed: true, groupDeleted: false });
    const last = await call('DELETE', `/api/groups/${group.id}/members/${anna.user._id}`, anna.auth);
    expect(last.json()).toEqual({ removed: true, groupDeleted: true });
    expect((await detail(anna, group.id)).statusCode).toBe(404);
  });

  it('the owner leaving hands the group to the longest member', async () => {
    const { group, owner, members } = await groupWith(3);
    await call('DELETE', `/api/groups/${group.id}/members/${owner.user._id}`, owner.auth);
    expect((await detail(members[1]!, group.id)).json().group.ownerId).toBe(members[1]!.user._id);
  });

  it('a block hides both users from each other and keeps them out of each other’s groups', async () => {
    const { group, members } = await groupWith(3);
    const [owner, anna, ben] = members as [User, User, User];
    expect((await call('POST', '/api/blocks', anna.auth, { userId: anna.user._id })).json().message).toBe(
      GROUP_MESSAGES.blockSelf,
    );
    expect((await call('POST', '/api/blocks', anna.auth, { userId: ben.user._id })).json()).toEqual({
      blocked: true,
    });
    const ids = async (user: User) =>
      (await detail(user, group.id)).json().group.members.map((m: { userId: string }) => m.userId);
    expect(await ids(anna)).not.toContain(ben.user._id);
    expect(await ids(ben)).not.toContain(anna.user._id);
    expect(await ids(owner)).toEqual(expect.arrayContaining([anna.user._id, ben.user._id]));
    // The member count leaves the other out too, on the card as on the page; the owner still counts both.
    const counts = async (user: User) => {
      const card = (await call('GET', '/api/groups', user.auth)).json().groups[0];
      return [card.memberCount, (await detail(user, group.id)).json().group.memberCount];
    };
    expect(await counts(anna)).toEqual([2, 2]);
    expect(await counts(ben)).toEqual([2, 2]);
    expect(await counts(owner)).toEqual([3, 3]);
    // Ben cannot join Anna's other group, and she cannot join his.
    const annas = await create(anna, 'Anna alone');
    const code = (await invite(anna, annas.id)).code;
    const refused = await join(ben, code);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(GROUP_MESSAGES.cannotJoin);
    // Someone one shares no group with cannot be named (no probing of user ids).
    const stranger = await signUp(app, mailbox);
    expect((await call('POST', '/api/blocks', anna.auth, { userId: stranger.user._id })).statusCode).toBe(
      404,
    );
  });

  it('reports go to the admin Reports tab, where an admin renames, deletes or removes a user', async () => {
    const { group, members } = await groupWith(2);
    const [owner, anna] = members as [User, User];
    const bad = await call('POST', '/api/reports', anna.auth, { groupId: group.id, reason: 'rude' });
    expect(bad.statusCode).toBe(400);
    const res = await call('POST', '/api/reports', anna.auth, {
      groupId: group.id,
      userId: owner.user._id,
      reason: 'harassment',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(GROUP_MESSAGES.reported);
    const admin = await signUpAdmin(app, ctx, mailbox);
    expect((await call('GET', '/api/admin/group-reports', anna.auth)).statusCode).toBe(403);
    const reports = (await call('GET', '/api/admin/group-reports', admin.auth)).json().reports;
    expect(reports[0]).toMatchObject({
      reason: 'harassment',
      group: { id: group.id, name: 'Physics crew' },
      reportedUser: { id: owner.user._id },
      reporter: { id: anna.user._id },
    });
    await call('PATCH', `/api/admin/groups/${group.id}`, admin.auth, { name: 'Renamed by an admin' });
    expect((await detail(anna, group.id)).json().group.name).toBe('Renamed by an admin');
    await call('DELETE', `/api/admin/users/${owner.user._id}/groups`, admin.auth);
    expect((await detail(owner, group.id)).statusCode).toBe(404);
    expect((await detail(anna, group.id)).json().group.ownerId).toBe(anna.user._id);
    expect((await call('DELETE', `/api/admin/groups/${group.id}`, admin.auth)).json()).toEqual({
      done: true,
    });
    expect((await detail(anna, group.id)).statusCode).toBe(404);
  });

  it('marks the week reached when the focus that reaches it is recorded, whether or not anyone reads', async () => {
    const { group, owner, members } = await groupWith(2);
    await call('PATCH', `/api/groups/${group.id}`, owner.auth, { weeklyGoalMinutes: 2 });
    expect(
      (await call('PATCH', `/api/groups/${group.id}`, members[1]!.auth, { weeklyGoalMinutes: 5 })).statusCode,
    ).toBe(403);
    const recorded = async () =>
      (
        await ctx.db
          .select({ monday: groupWeeksReached.monday })
          .from(groupWeeksReached)
          .where(eq(groupWeeksReached.groupId, group.id))
          .orderBy(groupWeeksReached.monday)
      ).map((row) => row.monday);
    const focus = async (member: User) => {
      clock.advance(2 * 60_000);
      const saved = await call('POST', '/api/user-activity/update-time-spent', member.auth, {
        timeSpentInSeconds: 40,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      await afterAnswersSettled();
    };
    await focus(members[0]!);
    expect(await recorded()).toEqual([]);
    await focus(members[1]!);
    const { monday } = groupWeekOf(clock.now(), 'UTC');
    expect(await recorded()).toEqual([monday]);

    // Nobody read the group that week. The next week's card starts at zero and holds the reached week.
    clock.advance(7 * DAY);
    const [ownerAgain, memberAgain] = await Promise.all(members.map((member) => logIn(app, member)));
    const card = (await call('GET', '/api/groups', ownerAgain!.auth)).json().groups[0];
    expect(card.week).toMatchObject({ minutes: 0, goalMinutes: 2, reached: false });
    expect(card.weeksReached).toEqual([monday]);

    // A goal lowered below what the week holds already is reached at once.
    await call('PATCH', `/api/groups/${group.id}`, ownerAgain!.auth, { weeklyGoalMinutes: 600 });
    await focus({ ...members[1]!, ...memberAgain! });
    expect(await recorded()).toEqual([monday]);
    const lowered = await call('PATCH', `/api/groups/${group.id}`, ownerAgain!.auth, {
      weeklyGoalMinutes: 1,
    });
    const thisMonday = groupWeekOf(clock.now(), 'UTC').monday;
    expect(lowered.json().group.weeksReached).toEqual([thisMonday, monday]);
  });

  it('a shared session: any member starts, the starter alone pauses and ends, members join and leave', async () => {
    const { group, members } = await groupWith(2);
    const [owner, anna] = members as [User, User];
    const session = (user: User, body: object) =>
      call('POST', `/api/groups/${group.id}/session`, user.auth, body);
    expect((await session(anna, { action: 'pause' })).json().message).toBe(GROUP_MESSAGES.noSession);
    const started = await session(anna, { action: 'start', focusMinutes: 25, breakMinutes: 5, cycles: 2 });
    expect(started.json().group.session).toMatchObject({
      phase: 'focus',
      cycle: 1,
      remainingMs: 25 * 60_000,
    });
    expect((await session(owner, { action: 'start' })).json().message).toBe(GROUP_MESSAGES.sessionRunning);
    expect((await session(owner, { action: 'end' })).json().message).toBe(GROUP_MESSAGES.sessionStarterOnly);
    const joined = await session(owner, { action: 'join' });
    expect(joined.json().group.members.every((m: { inSession: boolean }) => m.inSession)).toBe(true);
    expect(
      (await call('POST', `/api/groups/${group.id}/reactions`, owner.auth, { reaction: 'clap' })).statusCode,
    ).toBe(409);
    clock.advance(10 * 60_000);
    await session(anna, { action: 'pause' });
    clock.advance(60 * 60_000);
    const paused = (await detail(owner, group.id)).json().group.session;
    expect(paused).toMatchObject({ phase: 'focus', paused: true, remainingMs: 15 * 60_000, endsAt: null });
    await session(anna, { action: 'resume' });
    clock.advance(15 * 60_000);
    expect((await detail(owner, group.id)).json().group.session).toMatchObject({ phase: 'break', cycle: 1 });
    const reaction = await call('POST', `/api/groups/${group.id}/reactions`, owner.auth, {
      reaction: 'clap',
    });
    expect(reaction.json()).toEqual({ sent: true });
    expect(
      (await call('POST', `/api/groups/${group.id}/reactions`, owner.auth, { reaction: 'wave' })).statusCode,
    ).toBe(400);
    // The starter leaves: the session runs on to its end.
    await session(anna, { action: 'leave' });
    clock.advance(35 * 60_000);
    expect((await detail(owner, group.id)).json().group.session).toBeNull();
  });

  it('reports the timer as presence; hidden members share nothing', async () => {
    const { group, members } = await groupWith(2);
    const [owner, anna] = members as [User, User];
    const focus = await call('PUT', '/api/presence/timer', anna.auth, {
      phase: 'focus',
      endsInMs: 20 * 60_000,
    });
    expect(focus.statusCode, focus.body).toBe(200);
    const annaSeen = async () =>
      (await detail(owner, group.id))
        .json()
        .group.members.find((m: { userId: string }) => m.userId === anna.user._id).presence;
    // No live connection yet: offline, whatever the timer says.
    expect((await annaSeen()).status).toBe('offline');
    expect((await call('PUT', '/api/presence/timer', anna.auth, { phase: 'focus' })).statusCode).toBe(400);
    expect((await call('GET', '/api/presence/settings', anna.auth)).json()).toEqual({ showActivity: true });
    await call('PUT', '/api/presence/settings', anna.auth, { showActivity: false });
    expect(await annaSeen()).toEqual({
      status: 'hidden',
      endsAt: null,
      minutesLeft: null,
      focusMinutesToday: null,
      streak: null,
    });
  });

  it('the data export holds the groups, reactions sent, reports made and blocks', async () => {
    const { group, members } = await groupWith(2);
    const [owner, anna] = members as [User, User];
    await call('POST', '/api/reports', anna.auth, { groupId: group.id, reason: 'name' });
    await call('POST', '/api/blocks', anna.auth, { userId: owner.user._id });
    const res = await call('GET', '/api/user/export', anna.auth);
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const json = (name: string) => JSON.parse(strFromU8(files[name] as Uint8Array));
    expect(json('group-memberships.json')).toEqual([
      expect.objectContaining({ groupId: group.id, name: 'Physics crew', owner: false }),
    ]);
    expect(json('group-reports.json')).toEqual([
      expect.objectContaining({ groupId: group.id, reason: 'name' }),
    ]);
    expect(json('group-blocks.json')).toEqual([expect.objectContaining({ blockedId: owner.user._id })]);
    expect(json('presence-settings.json')).toEqual({ showActivity: true });
  });

  it('account deletion removes the memberships and passes ownership on', async () => {
    const { group, owner, members } = await groupWith(2);
    const res = await call('DELETE', '/api/user/delete-account', owner.auth);
    expect(res.statusCode).toBe(200);
    const seen = (await detail(members[1]!, group.id)).json().group;
    expect(seen).toMatchObject({ ownerId: members[1]!.user._id, memberCount: 1 });
  });
});
