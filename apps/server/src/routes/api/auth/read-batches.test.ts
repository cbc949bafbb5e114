import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logIn, signUp } from '../../../test/accounts';
import { holdQueriesBack } from '../../../test/held-queries';
import { createTestApp, createTestClock } from '../../../test/test-app';

/**
 * The read every signed-in request starts with (session and user, in one statement) is sent together with
 * the others that arrive while two are at the database (decision 060). Each request must get its own user,
 * and a session that is closed, revoked or idle too long must be refused inside a batch as alone.
 */
describe('signed-in reads sent together', async () => {
  const clock = createTestClock(new Date('2026-06-15T10:00:00Z'));
  const { app, ctx, mailbox } = await createTestApp({ clock });
  const sessionOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).sid as string;

  it('answers each request its own user, and refuses a closed session in a batch', async () => {
    const users = await Promise.all([0, 1, 2, 3, 4, 5, 6].map(() => signUp(app, mailbox)));
    const [first, second, closed, ...open] = users;
    if (!first || !second || !closed) throw new Error('sign-up failed');
    // Each user a different balance, so an answer handed to the wrong request shows.
    for (const [i, u] of users.entries()) {
      await ctx.db.execute(sql`update users set coins = ${i * 10} where id = ${u.user._id}`);
    }
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: closed.auth });
    // Each query held back a few milliseconds: the calls after the first two wait and leave together.
    const held = holdQueriesBack(ctx.db);
    const calls = [first, second, closed, ...open, ...open];
    let answers: Awaited<ReturnType<typeof app.inject>>[];
    try {
      answers = await Promise.all(
        calls.map((u) => app.inject({ method: 'GET', url: '/api/auth/user-level', headers: u.auth })),
      );
      const batches = held.sent('with ordinality as k(id, now, idle_since, n)');
      for (const u of [closed, ...open]) {
        expect(
          batches.some((text) => text.includes(sessionOf(u.token))),
          u.email,
        ).toBe(true);
      }
    } finally {
      held.restore();
    }
    for (const [n, u] of calls.entries()) {
      const answer = answers[n];
      if (u === closed) {
        expect(answer?.statusCode).toBe(401);
      } else {
        expect(answer?.statusCode, u.email).toBe(200);
        expect(answer?.json().coins).toBe(users.indexOf(u) * 10);
      }
    }
  });

  it('refuses in a batch a session idle too long or past its expiry, as alone', async () => {
    const [first, second, idle, expired, fine] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => signUp(app, mailbox)),
    );
    if (!first || !second || !idle || !expired || !fine) throw new Error('sign-up failed');
    await ctx.db.execute(
      sql`update sessions set last_used_at = ${new Date('2026-05-01T00:00:00Z')} where id = ${sessionOf(idle.token)}`,
    );
    await ctx.db.execute(
      sql`update sessions set expires_at = ${new Date('2026-06-01T00:00:00Z')} where id = ${sessionOf(expired.token)}`,
    );
    const held = holdQueriesBack(ctx.db);
    try {
      const answers = await Promise.all(
        [first, second, idle, expired, fine].map((u) =>
          app.inject({ method: 'GET', url: '/api/auth/verify-session', headers: u.auth }),
        ),
      );
      const batches = held.sent('with ordinality as k(id, now, idle_since, n)');
      expect(batches.some((text) => text.includes(sessionOf(idle.token)))).toBe(true);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 401, 401, 200]);
      expect(answers[4]?.json().user._id).toBe(fine.user._id);
    } finally {
      held.restore();
    }
  });

  it('refuses a revoked session of a user whose other session reads in the same batch', async () => {
    // The one case the caller's check of the session's user cannot catch: both rows are the user's.
    const [first, second, user] = await Promise.all([1, 2, 3].map(() => signUp(app, mailbox)));
    if (!first || !second || !user) throw new Error('sign-up failed');
    const other = await logIn(app, user);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.auth });
    const held = holdQueriesBack(ctx.db);
    try {
      const calls = [first.auth, second.auth, user.auth, other.auth, user.auth, other.auth];
      const answers = await Promise.all(
        calls.map((auth) => app.inject({ method: 'GET', url: '/api/auth/verify-session', headers: auth })),
      );
      const batches = held.sent('with ordinality as k(id, now, idle_since, n)');
      expect(
        batches.some((text) => text.includes(sessionOf(user.token)) && text.includes(sessionOf(other.token))),
      ).toBe(true);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 401, 200, 401, 200]);
    } finally {
      held.restore();
    }
  });

  it('answers each board read its own board in a batch, from the kept answer while the version holds', async () => {
    const users = await Promise.all([0, 1, 2, 3, 4, 5].map(() => signUp(app, mailbox)));
    for (const [i, u] of users.entries()) {
      for (const name of ['a', 'b']) {
        await app.inject({
          method: 'POST',
          url: '/api/tasks',
          headers: u.auth,
          payload: {
            taskName: `${name}${i}`,
            dueDate: '2026-06-20',
            estimatedPomodoros: 2,
            priority: 'must do',
          },
        });
      }
    }
    const boardsAtOnce = async () => {
      const held = holdQueriesBack(ctx.db);
      try {
        const answers = await Promise.all(
          users.map((u) => app.inject({ method: 'GET', url: '/api/tasks', headers: u.auth })),
        );
        const batches = held.sent('k.kept_board_version');
        for (const u of users.slice(2))
          expect(batches.some((text) => text.includes(sessionOf(u.token)))).toBe(true);
        return answers.map((a) => (a.json().ongoingTasks as { taskName: string }[]).map((t) => t.taskName));
      } finally {
        held.restore();
      }
    };
    const expected = users.map((_, i) => [`a${i}`, `b${i}`]);
    // Built by PostgreSQL, then kept: the second round's answers come from the kept copies. A change made
    // with the triggers off leaves the version where it was, so the kept answer shows it was served.
    expect(await boardsAtOnce()).toEqual(expected);
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`update tasks set task_name = 'behind the version' where task_name in ('a2', 'a5')`,
      );
    });
    expect(await boardsAtOnce()).toEqual(expected);
    // A change made in SQL moves one user's version: only that board is built again.
    await ctx.db.execute(sql`update tasks set task_name = 'renamed' where task_name = 'b2'`);
    expect(await boardsAtOnce()).toEqual(
      expected.map((names, i) => (i === 2 ? ['behind the version', 'renamed'] : names)),
    );
  });
});
