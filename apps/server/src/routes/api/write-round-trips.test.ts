import { describe, expect, it } from 'vitest';
import { afterAnswersSettled } from '../../services/after-answer';
import { signUp } from '../../test/accounts';
import { grantCoins, ledgerState } from '../../test/economy';
import { countStatements } from '../../test/statement-counter';
import { createTestApp, createTestClock } from '../../test/test-app';

type Headers = Record<string, string>;

// What a signed-in request costs the database, in statements (BEGIN and COMMIT included), on both
// engines: one read authenticates it, and a paying write is one short transaction that locks the user's
// row, decides and writes. The counts do not grow with the user's history.
describe('statements of the signed-in requests', async () => {
  const clock = createTestClock(new Date('2026-06-15T10:00:00Z'));
  const { app, ctx, mailbox } = await createTestApp({ clock });
  const statements = countStatements(ctx.db);

  const call = async (auth: Headers, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBeLessThan(300);
    // What the request left to run after its answer counts too.
    await afterAnswersSettled();
    return res.json();
  };
  /** The session's last use is written at most once a minute: a read first, so it is not counted. */
  const settle = async (auth: Headers) => {
    await call(auth, 'GET', '/api/auth/verify-session');
    statements.take();
  };

  it('authenticates a request with one read, and records the use once a minute with one more', async () => {
    const user = await signUp(app, mailbox);
    clock.advance(61_000);
    statements.take();
    await call(user.auth, 'GET', '/api/auth/user-level');
    expect(statements.take()).toBe(2);
    await call(user.auth, 'GET', '/api/auth/user-level');
    expect(statements.take()).toBe(1);
  });

  it('pays or cuts a focus claim in one short transaction, however long the history', async () => {
    const user = await signUp(app, mailbox);
    clock.advance(10 * 60_000);
    await settle(user.auth);
    // Authentication 1; BEGIN, the row lock, the day's focus coins, the ledger row, the balance, COMMIT.
    expect(await call(user.auth, 'POST', '/api/auth/save-coin', { coins: 3 })).toEqual({
      credited: 3,
      coins: 3,
    });
    expect(statements.take()).toBe(7);
    // Time has no daily cap: no sum to read. After the answer, one read of the user's groups (none here),
    // whose weekly goals the time may have reached.
    expect(
      await call(user.auth, 'POST', '/api/user-activity/update-time-spent', { timeSpentInSeconds: 32 }),
    ).toEqual({ credited: 32, totalTimeSpent: 32 });
    expect(statements.take()).toBe(7);
    // After a paid claim only the last minute (and the tolerance) is left: one coin, then nothing.
    expect((await call(user.auth, 'POST', '/api/auth/save-coin', { coins: 5 })).credited).toBe(1);
    expect(statements.take()).toBe(7);
    // A claim cut to nothing writes nothing.
    expect((await call(user.auth, 'POST', '/api/auth/save-coin', { coins: 1 })).credited).toBe(0);
    expect(statements.take()).toBe(5);
    expect(
      (await call(user.auth, 'POST', '/api/user-activity/update-time-spent', { timeSpentInSeconds: 38 }))
        .credited,
    ).toBe(38);
    expect(statements.take()).toBe(7);
    expect(
      (await call(user.auth, 'POST', '/api/user-activity/update-time-spent', { timeSpentInSeconds: 1 }))
        .credited,
    ).toBe(0);
    // Nothing credited, nothing reached: no read after the answer.
    expect(statements.take()).toBe(4);

    // A hundred paid minutes later, a claim costs what it cost on the first day.
    for (let minute = 0; minute < 100; minute += 1) {
      clock.advance(60_000);
      await call(user.auth, 'POST', '/api/auth/save-coin', { coins: 1 });
    }
    clock.advance(60_000);
    await settle(user.auth);
    expect((await call(user.auth, 'POST', '/api/auth/save-coin', { coins: 1 })).credited).toBe(1);
    expect(statements.take()).toBe(7);
    expect(await ledgerState(ctx, user.user._id)).toMatchObject({ coins: 105, ledger: 105, earned: 105 });
  });

  it('spends coins on levels in one short transaction, and refuses without writing', async () => {
    const user = await signUp(app, mailbox);
    await grantCoins(ctx, user.user._id, 10);
    await settle(user.auth);
    // Authentication 1; BEGIN, the row lock, the balance and level, the ledger rows, COMMIT.
    const all = await app.inject({
      method: 'PATCH',
      url: '/api/auth/updateMultipleLevels',
      headers: user.auth,
    });
    expect(all.json()).toMatchObject({ levelsUpgraded: 3, newLevel: 4, newCoins: 1 });
    expect(statements.take()).toBe(6);
    // BEGIN, the row lock, and the refusal's ROLLBACK.
    const refused = await app.inject({ method: 'PATCH', url: '/api/auth/updateLevel', headers: user.auth });
    expect(refused.statusCode).toBe(400);
    expect(statements.take()).toBe(4);
    expect(await ledgerState(ctx, user.user._id)).toMatchObject({ coins: 1, ledger: 1, level: 4 });
  });
});
