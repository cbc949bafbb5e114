import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts';
import { signUpAdmin } from '../../../test/economy';
import { hubStream, type LiveEvent } from '../../../test/live-stream';
import { createTestApp } from '../../../test/test-app';

type User = Awaited<ReturnType<typeof signUp>>;

// Account deletion and the admin Reports tab's actions reach the other members' open streams at once,
// through the same live bus as every other group change (docs/decisions/069-live-presence-over-sse.md).

describe('live updates when an account is deleted or an admin acts', async () => {
  const { app, ctx, mailbox } = await createTestApp();
  const hub = app.groupsCtx.live;
  const admin = await signUpAdmin(app, ctx, mailbox);

  /** A group of three, each member with a stream open on the hub. */
  const groupOfThree = async () => {
    const users: User[] = [];
    for (let i = 0; i < 3; i += 1) users.push(await signUp(app, mailbox));
    const [owner, ...others] = users as [User, User, User];
    const { group } = (
      await app.inject({ method: 'POST', url: '/api/groups', headers: owner.auth, payload: { name: 'Live' } })
    ).json();
    const { invite } = (
      await app.inject({ method: 'POST', url: `/api/groups/${group.id}/invites`, headers: owner.auth })
    ).json();
    for (const user of others) {
      await app.inject({
        method: 'POST',
        url: '/api/groups/join',
        headers: user.auth,
        payload: { code: invite.code },
      });
    }
    const streams = await Promise.all(users.map((user) => hubStream(hub, user.user._id)));
    return { groupId: group.id as string, users, streams };
  };
  const groupEvent = (groupId: string) => (e: LiveEvent) => e.type === 'group' && e.data.groupId === groupId;
  const detail = (user: User, groupId: string) =>
    app.inject({ method: 'GET', url: `/api/groups/${groupId}`, headers: user.auth });

  it('a deleted account leaves its groups live: the others refetch without it, its own streams end', async () => {
    const { groupId, users, streams } = await groupOfThree();
    const [anna, ben, cleo] = users as [User, User, User];
    const [, bens, cleos] = streams;
    const res = await app.inject({ method: 'DELETE', url: '/api/user/delete-account', headers: anna.auth });
    expect(res.statusCode).toBe(200);
    await bens!.next(groupEvent(groupId));
    await cleos!.next(groupEvent(groupId));
    await streams[0]!.ended;
    expect(hub.isConnectedHere(anna.user._id)).toBe(false);
    const seen = (await detail(ben, groupId)).json().group;
    // Members who joined in the same millisecond come in id order, and either may be handed the group.
    const members = seen.members.map((m: { userId: string }) => m.userId).sort();
    expect(members).toEqual([ben.user._id, cleo.user._id].sort());
    expect(members).toContain(seen.ownerId);
  });

  it('an admin’s rename reaches every member’s stream', async () => {
    const { groupId, users, streams } = await groupOfThree();
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/groups/${groupId}`,
      headers: admin.auth,
      payload: { name: 'Renamed by an admin' },
    });
    expect(res.statusCode).toBe(200);
    for (const stream of streams) await stream.next(groupEvent(groupId));
    expect((await detail(users[1]!, groupId)).json().group.name).toBe('Renamed by an admin');
  });

  it('an admin’s delete takes the group off every member’s stream', async () => {
    const { groupId, streams } = await groupOfThree();
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/admin/groups/${groupId}`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    for (const stream of streams) {
      await stream.next((e) => e.type === 'groups');
      expect(stream.connection.groupIds.has(groupId)).toBe(false);
    }
  });

  it('removing a user from all groups tells them and the others; their stream stops showing the group', async () => {
    const { groupId, users, streams } = await groupOfThree();
    const [anna, ben] = users as [User, User, User];
    const [annas, bens, cleos] = streams;
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${ben.user._id}/groups`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    await bens!.next((e) => e.type === 'groups');
    expect(bens!.connection.groupIds.has(groupId)).toBe(false);
    await annas!.next(groupEvent(groupId));
    await cleos!.next(groupEvent(groupId));
    // A later change of the group reaches the members, and no longer the removed user.
    await app.inject({
      method: 'POST',
      url: `/api/groups/${groupId}/session`,
      headers: anna.auth,
      payload: { action: 'start' },
    });
    await cleos!.next(groupEvent(groupId));
    expect(bens!.events.filter(groupEvent(groupId))).toEqual([]);
  });
});
