import { COLLECTION_ITEMS } from '@focus-room/core/collections/catalogue';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import type { AppContext } from '../../../app-context';
import { openPostgres } from '../../../db/database';
import { collectionItems, users } from '../../../db/schema';
import { coinLedgerRepository } from '../../../repositories/coin-ledger-repository';
import { signUp } from '../../../test/accounts';
import { grantCoins, ledgerState, setLevel, signUpAdmin } from '../../../test/economy';
import { createTestApp } from '../../../test/test-app';

type Headers = Record<string, string>;

const LOCKED = 'Collections open at level 50. Keep focusing to get there!';
const OWNED = 'You already own this item.';
const UNKNOWN = 'There is no such collection item.';
const notEnough = (cost: number) => `Not enough coins! This item costs ${cost} coins.`;

// A 150-coin item and a 600-coin one (the cheapest and dearest of the winter set).
const CHEAP = 'winter-fairy-lights';
const DEAR = 'winter-star-lantern';

describe('collections', async () => {
  const { app, ctx, mailbox, database } = await createTestApp();
  const list = (auth: Headers) => app.inject({ method: 'GET', url: '/api/collections', headers: auth });
  const buy = (auth: Headers, itemId: string, on = app) =>
    on.inject({ method: 'POST', url: `/api/collections/items/${itemId}/buy`, headers: auth });
  const show = (auth: Headers, itemId: string, payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: `/api/collections/items/${itemId}`,
      headers: auth,
      payload: payload as object,
    });
  const player = async (coins: number, level = 50) => {
    const user = await signUp(app, mailbox);
    if (coins) await grantCoins(ctx, user.user._id, coins);
    if (level !== 1) await setLevel(ctx, user.user._id, level);
    return user;
  };
  const owned = (userId: string) =>
    ctx.db.select().from(collectionItems).where(eq(collectionItems.userId, userId));

  it('lists every set, locked before level 50 and open from it', async () => {
    const student = await player(300, 49);
    const before = (await list(student.auth)).json();
    expect(before).toMatchObject({ unlocked: false, level: 49, coins: 300 });
    expect(before.collections).toHaveLength(4);
    expect(before.collections.flatMap((set: { items: unknown[] }) => set.items)).toHaveLength(
      COLLECTION_ITEMS.length,
    );
    expect(before.collections[0].items[0]).toEqual({ id: CHEAP, price: 150, owned: false, shown: false });

    const done = await player(0);
    expect((await list(done.auth)).json()).toMatchObject({ unlocked: true, level: 50 });
  });

  it('buys an item: coins leave, the item arrives shown, one ledger row, totals kept', async () => {
    const user = await player(200);
    const res = await buy(user.auth, CHEAP);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      item: { id: CHEAP, price: 150, owned: true, shown: true },
      coins: 50,
      spent: 150,
    });

    const rows = await coinLedgerRepository.listForUser(ctx.db, user.user._id);
    expect(rows.filter((row) => row.kind === 'collection').map((row) => [row.delta, row.detail])).toEqual([
      [-150, `item ${CHEAP}`],
    ]);
    expect(await ledgerState(ctx, user.user._id)).toMatchObject({
      coins: 50,
      ledger: 50,
      earned: 200,
      spent: 150,
    });
    const [row] = await ctx.db
      .select({ earned: users.coinsEarned, spent: users.coinsSpent, collections: users.collectionCoinsSpent })
      .from(users)
      .where(eq(users.id, user.user._id));
    expect(row).toEqual({ earned: 200, spent: 150, collections: 150 });
    const stats = (await app.inject({ method: 'GET', url: '/api/user/stats', headers: user.auth })).json();
    expect(stats).toMatchObject({
      currentCoins: 50,
      totalCoinsEarned: 200,
      coinsSpent: 150,
      collectionCoinsSpent: 150,
    });

    const item = (await list(user.auth))
      .json()
      .collections[0].items.find((i: { id: string }) => i.id === CHEAP);
    expect(item).toEqual({ id: CHEAP, price: 150, owned: true, shown: true });
  });

  it('buys an item once only', async () => {
    const user = await player(1000);
    expect((await buy(user.auth, CHEAP)).statusCode).toBe(200);
    const again = await buy(user.auth, CHEAP);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: OWNED, code: 'collectionItemOwned' });
    expect(await ledgerState(ctx, user.user._id)).toMatchObject({ coins: 850, ledger: 850 });
    expect(await owned(user.user._id)).toHaveLength(1);
  });

  it('spends once when many requests buy one item at the same time', async () => {
    const user = await player(1000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => buy(user.auth, DEAR)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(19);
    expect(await ledgerState(ctx, user.user._id)).toMatchObject({ coins: 400, ledger: 400, spent: 600 });
    expect(await owned(user.user._id)).toHaveLength(1);
  });

  it('spends once when two instances of the server buy one item at the same time', async () => {
    const handle = database.url ? await openPostgres(database.url, 5) : undefined;
    const other = await buildApp({ ctx: { ...ctx, db: handle?.db ?? ctx.db } satisfies AppContext });
    await other.ready();
    try {
      const user = await player(700);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => buy(user.auth, DEAR, i % 2 ? other : app)),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
      expect(await ledgerState(ctx, user.user._id)).toMatchObject({ coins: 100, ledger: 100, spent: 600 });
    } finally {
      await other.close();
      await handle?.close();
    }
  });

  it('spends each coin once when concurrent buys of different items need more than the balance', async () => {
    const user = await player(500);
    const ids = COLLECTION_ITEMS.filter((def) => def.step === 0).map((def) => def.id);
    const answers = await Promise.all(ids.map((id) => buy(user.auth, id)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((res) => res.statusCode === 400).map((res) => res.json().message)).toEqual([
      notEnough(150),
    ]);
    expect(await ledgerState(ctx, user.user._id)).toMatchObject({ coins: 50, ledger: 50, spent: 450 });
  });

  it('refuses without changing anything: locked, too few coins, unknown items, bad ids', async () => {
    const early = await player(5000, 49);
    const locked = await buy(early.auth, CHEAP);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ message: LOCKED, code: 'collectionsLocked' });

    const poor = await player(149);
    const short = await buy(poor.auth, CHEAP);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: notEnough(150), code: 'collectionNotEnoughCoins' });

    for (const bad of [
      'no-such-item',
      'constructor',
      '__proto__',
      'WINTER-FAIRY-LIGHTS',
      'a%20b',
      'x'.repeat(65),
    ]) {
      const res = await buy(poor.auth, bad);
      expect([400, 404], bad).toContain(res.statusCode);
      expect(res.json().message, bad).toBe(UNKNOWN);
    }
    for (const user of [early, poor]) {
      expect(await owned(user.user._id)).toHaveLength(0);
      const state = await ledgerState(ctx, user.user._id);
      expect(state.coins).toBe(state.ledger);
      expect(state.spent).toBe(0);
    }
  });

  it('shows and hides an owned item, and refuses items the user does not own', async () => {
    const user = await player(300);
    await buy(user.auth, CHEAP);
    const hidden = await show(user.auth, CHEAP, { shown: false });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({ item: { id: CHEAP, price: 150, owned: true, shown: false } });
    expect((await owned(user.user._id))[0]?.shown).toBe(false);
    expect((await show(user.auth, CHEAP, { shown: true })).json().item.shown).toBe(true);

    const notMine = await show(user.auth, DEAR, { shown: true });
    expect(notMine.statusCode).toBe(409);
    expect(notMine.json().message).toBe('Buy this item before you show it in your room.');
    for (const body of [{}, { shown: 'yes' }, { shown: 1 }, { shown: null }]) {
      const res = await show(user.auth, CHEAP, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain('shown must be true or false');
    }
    expect((await show(user.auth, 'nope', { shown: true })).statusCode).toBe(404);
    expect(await ledgerState(ctx, user.user._id)).toMatchObject({ coins: 150, ledger: 150 });
  });

  it('needs a signed-in user', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/collections' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: `/api/collections/items/${CHEAP}/buy` })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'PUT', url: `/api/collections/items/${CHEAP}`, payload: { shown: true } }))
        .statusCode,
    ).toBe(401);
  });

  it('lists what the user owns in the data export', async () => {
    const user = await player(400);
    await buy(user.auth, CHEAP);
    await show(user.auth, CHEAP, { shown: false });
    const res = await app.inject({ method: 'GET', url: '/api/user/export', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const items = JSON.parse(strFromU8(files['collection-items.json']!));
    expect(items).toEqual([
      {
        item: CHEAP,
        name: 'Fairy lights',
        collection: 'winter-lights',
        price: 150,
        shown: false,
        createdAt: expect.any(String),
      },
    ]);
    expect(strFromU8(files['collection-items.csv']!)).toMatch(
      /^\uFEFF?item,name,collection,price,shown,createdAt\r?\n/,
    );
    expect(JSON.parse(strFromU8(files['profile.json']!))).toMatchObject({
      coinsSpent: 150,
      collectionCoinsSpent: 150,
    });
    expect(strFromU8(files['README.txt']!)).toContain('collection-items.*');
  });

  it('deletes the purchases with the account', async () => {
    const user = await player(400);
    await buy(user.auth, CHEAP);
    const res = await app.inject({ method: 'DELETE', url: '/api/user/delete-account', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(await owned(user.user._id)).toHaveLength(0);
  });

  it('shows admins the purchases per collection', async () => {
    const admin = await signUpAdmin(app, ctx, mailbox);
    const before = (
      await app.inject({ method: 'GET', url: '/api/admin/collections', headers: admin.auth })
    ).json();
    const winterBefore = before.collections.find((set: { id: string }) => set.id === 'winter-lights');
    const buyer = await player(1000);
    await buy(buyer.auth, CHEAP);
    await buy(buyer.auth, 'winter-snow-globe');
    await buy(buyer.auth, 'spring-seedlings');
    const after = (
      await app.inject({ method: 'GET', url: '/api/admin/collections', headers: admin.auth })
    ).json();
    expect(after.collections.map((set: { id: string }) => set.id)).toEqual([
      'winter-lights',
      'spring-garden',
      'study-cafe',
      'night-sky',
    ]);
    const winter = after.collections.find((set: { id: string }) => set.id === 'winter-lights');
    expect(winter.purchases - winterBefore.purchases).toBe(2);
    expect(winter.coins - winterBefore.coins).toBe(360);
    const user = await player(0);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/collections', headers: user.auth })).statusCode,
    ).toBe(403);
  });
});
