import type { App } from '../app';
import { randomIp, signUp } from './accounts';
import type { createMailbox, TestClock } from './test-app';

type Headers = Record<string, string>;

async function call(app: App, auth: Headers, method: 'POST' | 'PUT', url: string, payload?: object) {
  const res = await app.inject({ method, url, headers: auth, remoteAddress: randomIp(), payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} failed: ${res.body}`);
  return res.json();
}

/**
 * Gives the user a row in every study-group table that references them alone: their own group (owner,
 * member), a shared session they started, a reaction at its break, a report and a timer report.
 * Returns the group and an invite code to it.
 */
export async function useGroups(app: App, clock: TestClock, auth: Headers) {
  const { group } = await call(app, auth, 'POST', '/api/groups', { name: 'Study hall' });
  await call(app, auth, 'POST', `/api/groups/${group.id}/session`, {
    action: 'start',
    focusMinutes: 25,
    breakMinutes: 5,
    // Long enough to still run when the test deletes the account.
    cycles: 12,
  });
  clock.advance(26 * 60_000);
  await call(app, auth, 'POST', `/api/groups/${group.id}/reactions`, { reaction: 'clap' });
  await call(app, auth, 'POST', '/api/reports', { groupId: group.id, reason: 'other' });
  await call(app, auth, 'PUT', '/api/presence/timer', { phase: 'break', endsInMs: 60_000 });
  const { invite } = await call(app, auth, 'POST', `/api/groups/${group.id}/invites`);
  return { groupId: group.id as string, code: invite.code as string };
}

/** Rows naming two users: a peer joins `user`'s group, each blocks the other, and the peer reports the user. */
export async function crossUserGroupRows(
  app: App,
  mailbox: ReturnType<typeof createMailbox>,
  user: { auth: Headers; user: { _id: string } },
  group: { groupId: string; code: string },
) {
  const peer = await signUp(app, mailbox);
  await call(app, peer.auth, 'POST', '/api/groups/join', { code: group.code });
  await call(app, peer.auth, 'POST', '/api/reports', {
    groupId: group.groupId,
    userId: user.user._id,
    reason: 'spam',
  });
  await call(app, user.auth, 'POST', '/api/blocks', { userId: peer.user._id });
  await call(app, peer.auth, 'POST', '/api/blocks', { userId: user.user._id });
}
