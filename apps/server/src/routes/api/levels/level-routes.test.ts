import { upgradeCost } from '@focus-room/core/levels/cost-table';
import { describe, expect, it } from 'vitest';
import { coinLedgerRepository } from '../../../repositories/coin-ledger-repository';
import { signUp } from '../../../test/accounts';
import { grantCoins, ledgerState, setLevel } from '../../../test/economy';
import { createTestApp } from '../../../test/test-app';

const notEnough = (cost: number) => `Not enough coins! You need ${cost} coins to upgrade.`;
const MAX_MESSAGE = 'You are already at the maximum level (50). No further upgrades are possible.';

type Headers = Record<string, string>;

describe('levels and upgrades', async () => {
  const { app, ctx, mailbox } = await createTestApp();
  const get = (auth: Headers, url: string) => app.inject({ method: 'GET', url, headers: auth });
  const patch = (auth: Headers, url: string, extra: { headers?: Headers; payload?: string } = {}) =>
    app.inject({ method: 'PATCH', url, headers: { ...auth, ...extra.headers }, payload: extra.payload });
  const upgradeOne = (auth: Headers) => patch(auth, '/api/auth/updateLevel');
  const upgradeAll = (auth: Headers) => patch(auth, '/api/auth/updateMultipleLevels');
  const richUser = async (coins: number, level = 1) => {
    const user = await signUp(app, mailbox);
    if (coins) await grantCoins(ctx, user.user._id, coins);
    if (level !== 1) await setLevel(ctx, user.user._id, level);
    return user;
  };

  it('reads the level, coins and room pictures, with previews of other levels', async () => {
    const user = await richUser(7);
    expect((await get(user.auth, '/api/auth/user-level')).json()).toEqual({
      level: 1,
      coins: 7,
      imageLight: '/api/rooms/v1/1/light.svg',
      imageDark: '/api/rooms/v1/1/dark.svg',
    });
    expect((await get(user.auth, '/api/auth/user-level?preview=2')).json()).toEqual({
      level: 1,
      coins: 7,
      imageLight: '/api/rooms/v1/2/light.svg',
      imageDark: '/api/rooms/v1/2/dark.svg',
    });
    expect((await get(user.auth, '/api/auth/level-preview/50')).json()).toEqual({
      imageLight: '/api/rooms/v1/50/light.svg',
      imageDark: '/api/rooms/v1/50/dark.svg',
    });
  });

  it('refuses levels outside 1..50 with 400', async () => {
    const user = await richUser(0);
    for (const bad of ['0', '51', '-1', '1.5', 'abc', '1e9', '']) {
      const preview = await get(user.auth, `/api/auth/level-preview/${bad}`);
      expect(preview.statusCode, bad).toBe(400);
      const query = await get(user.auth, `/api/auth/user-level?preview=${bad}`);
      expect(query.statusCode, bad).toBe(400);
      expect(query.json().message).toBe('Level must be a whole number from 1 to 50.');
    }
  });

  it('tells the upgrade cost and how many levels the coins buy', async () => {
    const poor = await richUser(2);
    expect((await get(poor.auth, '/api/auth/can-level-upgrade')).json()).toEqual({
      upgradeCost: 3,
      maxLevelUpgrades: 0,
      isMaxLevel: false,
    });
    const rich = await richUser(3 * 4 + 5 + 1); // levels 2-5 cost 3, level 6 costs 5
    expect((await get(rich.auth, '/api/auth/can-level-upgrade')).json()).toMatchObject({
      maxLevelUpgrades: 5,
    });
  });

  it('upgrades one level, spending through the ledger', async () => {
    const user = await richUser(4);
    const res = await upgradeOne(user.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      newLevel: 2,
      newCoins: 1,
      levelsUpgraded: 1,
      totalCostSpent: 3,
      imageLight: '/api/rooms/v1/2/light.svg',
    });
    expect(await ledgerState(ctx, user.user._id)).toMatchObject({
      level: 2,
      coins: 1,
      ledger: 1,
      earned: 4,
      spent: 3,
    });
    expect((await get(user.auth, '/api/user-activity/coins-spent')).json()).toEqual({ coinsSpent: 3 });
    expect((await get(user.auth, '/api/user-activity/total-coins-earned')).json()).toEqual({
      totalCoinsEarned: 4,
    });
  });

  it("answers 'Not enough coins!' and changes nothing when short", async () => {
    const user = await richUser(2);
    for (const res of [await upgradeOne(user.auth), await upgradeAll(user.auth)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: notEnough(3), code: 'notEnoughCoins', params: { cost: '3' } });
    }
    expect(await ledgerState(ctx, user.user._id)).toMatchObject({ level: 1, coins: 2, ledger: 2 });
  });

  it('accepts the empty PATCH body with or without a JSON content type', async () => {
    const user = await richUser(3 * 4 + 5); // exactly levels 2..6
    const variants = [
      {},
      { headers: { 'content-type': 'application/json' } },
      { headers: { 'content-type': 'application/json; charset=utf-8' }, payload: '' },
      { headers: { 'content-type': 'application/json' }, payload: '  ' },
      { headers: { 'content-type': 'application/json' }, payload: '{}' },
    ];
    for (const variant of variants) {
      const res = await patch(user.auth, '/api/auth/updateLevel', variant);
      expect(res.statusCode, JSON.stringify(variant)).toBe(200);
    }
    const broken = await patch(user.auth, '/api/auth/updateLevel', {
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('The request body is not valid JSON.');
    expect(await ledgerState(ctx, user.user._id)).toMatchObject({ level: 6, coins: 0, ledger: 0 });
  });

  it('gives exactly one upgrade to 50 concurrent requests with coins for one', async () => {
    const user = await richUser(3);
    const answers = await Promise.all(Array.from({ length: 50 }, () => upgradeOne(user.auth)));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 400)).toHaveLength(49);
    for (const res of answers.filter((r) => r.statusCode === 400)) {
      expect(res.json().message).toBe(notEnough(3));
    }
    expect(await ledgerState(ctx, user.user._id)).toMatchObject({ level: 2, coins: 0, ledger: 0, spent: 3 });
  });

  it('keeps balance = ledger under a mix of concurrent single and all-possible upgrades', async () => {
    const user = await richUser(400);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? upgradeAll(user.auth) : upgradeOne(user.auth))),
    );
    expect(answers.every((res) => [200, 400].includes(res.statusCode))).toBe(true);
    const state = await ledgerState(ctx, user.user._id);
    expect(state.coins).toBeGreaterThanOrEqual(0);
    expect(state.coins).toBe(state.ledger);
    expect(state.coins).toBe(state.earned - state.spent);
    const spent = answers
      .filter((r) => r.statusCode === 200)
      .reduce((sum, r) => sum + r.json().totalCostSpent, 0);
    expect(spent).toBe(state.spent);
    let expectedCost = 0;
    for (let level = 2; level <= state.level; level += 1) expectedCost += upgradeCost(level);
    expect(state.spent).toBe(expectedCost);
  });

  it('upgrades all possible levels exactly like repeated single upgrades', async () => {
    for (const coins of [3, 10, 57, 500, 2345, 100_000]) {
      const all = await richUser(coins);
      const single = await richUser(coins);
      const res = await upgradeAll(all.auth);
      expect(res.statusCode).toBe(200);
      let levels = 0;
      let spent = 0;
      for (;;) {
        const one = await upgradeOne(single.auth);
        if (one.statusCode !== 200) break;
        levels += 1;
        spent += one.json().totalCostSpent;
      }
      const [a, s] = [await ledgerState(ctx, all.user._id), await ledgerState(ctx, single.user._id)];
      expect(res.json()).toMatchObject({
        newLevel: s.level,
        newCoins: s.coins,
        levelsUpgraded: levels,
        totalCostSpent: spent,
      });
      expect({ level: a.level, coins: a.coins, spent: a.spent }).toEqual({
        level: s.level,
        coins: s.coins,
        spent: s.spent,
      });
      const deltas = async (id: string) =>
        (await coinLedgerRepository.listForUser(ctx.db, id))
          .filter((r) => r.kind === 'upgrade')
          .map((r) => r.delta)
          .sort();
      expect(await deltas(all.user._id)).toEqual(await deltas(single.user._id));
    }
  });

  it('handles the max-level edges: 49 → 50, then nothing more', async () => {
    const short = await richUser(119, 49);
    expect((await upgradeOne(short.auth)).json()).toEqual({
      message: notEnough(120),
      code: 'notEnoughCoins',
      params: { cost: '120' },
    });

    const user = await richUser(125, 49);
    expect((await upgradeAll(user.auth)).json()).toMatchObject({
      newLevel: 50,
      newCoins: 5,
      levelsUpgraded: 1,
      totalCostSpent: 120,
    });
    for (const res of [await upgradeOne(user.auth), await upgradeAll(user.auth)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MAX_MESSAGE, code: 'maxLevel', params: { max: '50' } });
    }
    expect((await get(user.auth, '/api/auth/can-level-upgrade')).json()).toEqual({
      upgradeCost: null,
      maxLevelUpgrades: 0,
      isMaxLevel: true,
    });
    expect(await ledgerState(ctx, user.user._id)).toMatchObject({ level: 50, coins: 5, ledger: 5 });

    const twoLeft = await richUser(1000, 48);
    expect((await upgradeAll(twoLeft.auth)).json()).toMatchObject({
      newLevel: 50,
      newCoins: 760,
      levelsUpgraded: 2,
    });
  });

  it('answers 401 without a token on every level endpoint', async () => {
    const routes = [
      ['GET', '/api/auth/user-level'],
      ['GET', '/api/auth/level-preview/3'],
      ['GET', '/api/auth/can-level-upgrade'],
      ['PATCH', '/api/auth/updateLevel'],
      ['PATCH', '/api/auth/updateMultipleLevels'],
      ['GET', '/api/user/stats'],
      ['GET', '/api/user-activity/total-coins-earned'],
      ['GET', '/api/user-activity/coins-spent'],
    ] as const;
    for (const [method, url] of routes) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toEqual({ message: 'Authentication required', code: 'authRequired' });
    }
  });
});
