import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts';
import { grantCoins, ledgerState } from '../../../test/economy';
import { createTestApp, createTestClock } from '../../../test/test-app';

const MINUTE = 60_000;

type Headers = Record<string, string>;

describe('economy stats and isolation between users', async () => {
  const clock = createTestClock();
  const { app, ctx, mailbox } = await createTestApp({ clock });
  const get = (auth: Headers, url: string) => app.inject({ method: 'GET', url, headers: auth });
  const post = (auth: Headers, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: auth, payload });

  it('starts at zero for a new user', async () => {
    const user = await signUp(app, mailbox);
    expect((await get(user.auth, '/api/user/stats')).json()).toEqual({
      currentCoins: 0,
      totalCoinsEarned: 0,
      coinsSpent: 0,
      collectionCoinsSpent: 0,
      totalTimeSpent: 0,
      level: 1,
    });
  });

  it('keeps balance = earned − spent = Σ ledger after focus, upgrades and grants', async () => {
    const user = await signUp(app, mailbox);
    clock.advance(30 * MINUTE);
    await post(user.auth, '/api/auth/save-coin', { coins: 25 });
    await post(user.auth, '/api/user-activity/update-time-spent', { timeSpentInSeconds: 789 });
    await grantCoins(ctx, user.user._id, 40);
    await app.inject({ method: 'PATCH', url: '/api/auth/updateMultipleLevels', headers: user.auth });
    const stats = (await get(user.auth, '/api/user/stats')).json();
    const state = await ledgerState(ctx, user.user._id);
    expect(stats).toEqual({
      currentCoins: state.coins,
      totalCoinsEarned: 65,
      coinsSpent: state.spent,
      collectionCoinsSpent: 0,
      totalTimeSpent: 789,
      level: state.level,
    });
    expect(state.coins).toBe(state.ledger);
    expect(stats.currentCoins).toBe(stats.totalCoinsEarned - stats.coinsSpent);
    expect(stats.coinsSpent).toBeGreaterThan(0);
    expect((await get(user.auth, '/api/user-activity/total-time-spent')).json()).toEqual({
      totalTimeSpent: 789,
    });
  });

  it("never lets one user's claims, upgrades or reads touch another user's data", async () => {
    const alice = await signUp(app, mailbox);
    const bob = await signUp(app, mailbox);
    await grantCoins(ctx, bob.user._id, 100);
    clock.advance(10 * MINUTE);
    const before = await ledgerState(ctx, bob.user._id);

    // Whatever ids Alice puts in bodies or queries, the endpoints act on the token's user only.
    await post(alice.auth, '/api/auth/save-coin', { coins: 5, userId: bob.user._id });
    await post(alice.auth, '/api/user-activity/update-time-spent', {
      timeSpentInSeconds: 50,
      userId: bob.user._id,
    });
    await app.inject({
      method: 'PATCH',
      url: `/api/auth/updateLevel?userId=${bob.user._id}`,
      headers: alice.auth,
    });
    const read = await get(alice.auth, `/api/user/stats?userId=${bob.user._id}`);
    expect(read.json()).toMatchObject({ currentCoins: 2, totalCoinsEarned: 5, coinsSpent: 3, level: 2 });
    expect((await get(alice.auth, '/api/auth/user-level')).json()).toMatchObject({ coins: 2, level: 2 });

    expect(await ledgerState(ctx, bob.user._id)).toEqual(before);
    expect((await get(bob.auth, '/api/user-activity/total-time-spent')).json()).toEqual({
      totalTimeSpent: 0,
    });
    // Bob's own bound is untouched by Alice's claims: his ten minutes are still his.
    expect((await post(bob.auth, '/api/auth/save-coin', { coins: 10 })).json()).toEqual({
      credited: 10,
      coins: 110,
    });
  });
});
