import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/database';
import { signUp } from '../../../test/accounts';
import { ledgerState } from '../../../test/economy';
import { createTestApp, createTestClock } from '../../../test/test-app';

const MINUTE = 60_000;

type Headers = Record<string, string>;

describe('focus accounting', async () => {
  const clock = createTestClock(new Date('2026-06-15T08:00:00Z'));
  const { app, ctx, mailbox } = await createTestApp({ clock });

  const saveCoin = (auth: Headers, payload: unknown, headers: Headers = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/save-coin',
      headers: { ...auth, ...headers },
      payload: payload as object,
    });
  const saveTime = (auth: Headers, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/user-activity/update-time-spent',
      headers: auth,
      payload: payload as object,
    });
  const totalTime = async (auth: Headers) =>
    (await app.inject({ method: 'GET', url: '/api/user-activity/total-time-spent', headers: auth })).json()
      .totalTimeSpent as number;

  it('credits a minute of focus with one coin and answers what was credited and the balance', async () => {
    const user = await signUp(app, mailbox);
    clock.advance(MINUTE);
    const res = await saveCoin(user.auth, { coins: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ credited: 1, coins: 1 });
    expect(await ledgerState(ctx, user.user._id)).toMatchObject({ coins: 1, ledger: 1, earned: 1, spent: 0 });
  });

  it('cuts a claim beyond the wall-clock bound without an error', async () => {
    const user = await signUp(app, mailbox);
    clock.advance(5 * MINUTE);
    expect((await saveCoin(user.auth, { coins: 25 })).json()).toEqual({ credited: 5, coins: 5 });
    // The minutes just paid cannot be paid again.
    expect((await saveCoin(user.auth, { coins: 1 })).json()).toEqual({ credited: 0, coins: 5 });
    clock.advance(MINUTE);
    expect((await saveCoin(user.auth, { coins: 3 })).json()).toEqual({ credited: 1, coins: 6 });
  });

  it('pays a 25-minute pomodoro claimed minute by minute in full', async () => {
    const user = await signUp(app, mailbox);
    for (let minute = 1; minute <= 25; minute += 1) {
      clock.advance(MINUTE + (minute % 3) * 700 - 700);
      await saveCoin(user.auth, { coins: 1 });
    }
    clock.advance(2000);
    await saveCoin(user.auth, { coins: 1 }); // a late duplicate from a reload
    expect(await ledgerState(ctx, user.user._id)).toMatchObject({ coins: 25, ledger: 25 });
  });

  it('caps a first claim long after sign-up at the backlog window (three hours)', async () => {
    const user = await signUp(app, mailbox);
    clock.advance(5 * 60 * MINUTE);
    expect((await saveCoin(user.auth, { coins: 9999 })).json()).toEqual({ credited: 180, coins: 180 });
  });

  it('stops at 1440 focus coins per UTC day and starts again after midnight', async () => {
    clock.set(new Date('2026-06-20T00:00:00Z'));
    const user = await signUp(app, mailbox);
    let credited = 0;
    for (let hour = 1; hour <= 23; hour += 1) {
      clock.advance(60 * MINUTE);
      credited += (await saveCoin(user.auth, { coins: 60 })).json().credited;
    }
    expect(credited).toBe(1380);
    clock.advance(59 * MINUTE); // 23:59
    expect((await saveCoin(user.auth, { coins: 59 })).json().credited).toBe(59);
    clock.advance(MINUTE - 1); // 23:59:59.999
    expect((await saveCoin(user.auth, { coins: 5 })).json().credited).toBe(1); // 1440 reached
    clock.advance(60 * MINUTE);
    expect((await saveCoin(user.auth, { coins: 60 })).json().credited).toBe(60); // a new UTC day
    expect(await ledgerState(ctx, user.user._id)).toMatchObject({ coins: 1500, ledger: 1500 });
  });

  it('never double-credits concurrent claims', async () => {
    const user = await signUp(app, mailbox);
    clock.advance(10 * MINUTE);
    const answers = await Promise.all(Array.from({ length: 20 }, () => saveCoin(user.auth, { coins: 10 })));
    const credited = answers.map((res) => res.json().credited as number);
    expect(credited.reduce((a, b) => a + b, 0)).toBe(10);
    expect(credited.filter((c) => c > 0)).toEqual([10]);
    expect(await ledgerState(ctx, user.user._id)).toMatchObject({ coins: 10, ledger: 10 });
  });

  it('never double-credits concurrent time claims either', async () => {
    // 10 minutes are 333 units of 1.8 s, with the tolerance 338: one claim of 300 fits, a second does not.
    const user = await signUp(app, mailbox);
    clock.advance(10 * MINUTE);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => saveTime(user.auth, { timeSpentInSeconds: 300 })),
    );
    const credited = answers.map((res) => res.json().credited as number);
    expect(credited.filter((c) => c > 0).sort((a, b) => b - a)).toEqual([300, 38]);
    expect(await totalTime(user.auth)).toBe(338);
  });

  it('pays many users claiming at once each what the clock allows, once, each answer its own', async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => signUp(app, mailbox)));
    clock.advance(5 * MINUTE);
    // Three claims of i + 1 coins per user, interleaved: the first pays them, the second the last minute,
    // the third nothing. Each user asks for a different amount, so an answer handed to the wrong request
    // shows.
    const calls = [0, 1, 2].flatMap(() => users.map((u, i) => ({ u, coins: i + 1 })));
    const answers = await Promise.all(calls.map(({ u, coins }) => saveCoin(u.auth, { coins })));
    expect(answers.map((a) => a.statusCode)).toEqual(calls.map(() => 200));
    for (const [i, u] of users.entries()) {
      const own = answers.filter((_, n) => calls[n]?.u === u).map((a) => a.json());
      expect(own.map((a) => a.credited).sort((a, b) => b - a)).toEqual([i + 1, 1, 0]);
      expect(Math.max(...own.map((a) => a.coins))).toBe(i + 2);
      expect(await ledgerState(ctx, u.user._id)).toMatchObject({ coins: i + 2, ledger: i + 2 });
    }
  });

  it('rolls back a claim that fails in the database alone, and pays the others', async () => {
    const [failing, other] = await Promise.all([1, 2].map(() => signUp(app, mailbox)));
    if (!failing || !other) throw new Error('sign-up failed');
    clock.advance(5 * MINUTE);
    // A trigger that refuses one user's credit stands in for any error PostgreSQL reports.
    await ctx.db.execute(
      sql.raw(`create function refuse_one() returns trigger language plpgsql as $$
        begin if new.user_id = '${failing.user._id}' then raise exception 'refused'; end if; return new; end $$`),
    );
    await ctx.db.execute(
      sql.raw(
        'create trigger refuse_one before insert on coin_ledger for each row execute function refuse_one()',
      ),
    );
    try {
      const answers = await Promise.all([
        saveCoin(failing.auth, { coins: 3 }),
        saveCoin(other.auth, { coins: 3 }),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([500, 200]);
    } finally {
      await ctx.db.execute(sql.raw('drop trigger refuse_one on coin_ledger'));
      await ctx.db.execute(sql`drop function refuse_one()`);
    }
    expect(await ledgerState(ctx, failing.user._id)).toMatchObject({ coins: 0, ledger: 0 });
    expect(await ledgerState(ctx, other.user._id)).toMatchObject({ coins: 3, ledger: 3 });
    // Nothing of the failed claim was kept: its minutes are still there to be paid.
    expect((await saveCoin(failing.auth, { coins: 3 })).json()).toEqual({ credited: 3, coins: 3 });
  });

  it('pays only while the session is open: after a logout or a long idle spell 401, and nothing paid', async () => {
    const loggedOut = await signUp(app, mailbox);
    const idle = await signUp(app, mailbox);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/logout', headers: loggedOut.auth })).statusCode,
    ).toBe(200);
    clock.advance(13 * 60 * MINUTE); // past the 12-hour idle limit of the second user's session
    for (const user of [loggedOut, idle]) {
      for (const res of [
        await saveCoin(user.auth, { coins: 1 }),
        await saveCoin(user.auth, { coins: 1 }, { 'idempotency-key': 'late-claim-1' }),
        await saveTime(user.auth, { timeSpentInSeconds: 30 }),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          message: 'Your session has expired. Please log in again.',
          code: 'sessionInvalid',
        });
      }
      expect(await ledgerState(ctx, user.user._id)).toMatchObject({ coins: 0, ledger: 0 });
      const [row] = await queryRows<{ focusTime: number }>(
        ctx.db,
        sql`select focus_time as "focusTime" from users where id = ${user.user._id}`,
      );
      expect(row?.focusTime).toBe(0);
    }
  });

  it('does not pay double for two tabs claiming alternately', async () => {
    const user = await signUp(app, mailbox);
    let credited = 0;
    for (let minute = 1; minute <= 60; minute += 1) {
      clock.advance(30_000);
      credited += (await saveCoin(user.auth, { coins: 1 })).json().credited; // tab A
      clock.advance(30_000);
      credited += (await saveCoin(user.auth, { coins: 1 })).json().credited; // tab B, half a minute later
    }
    expect(credited).toBeGreaterThanOrEqual(59);
    expect(credited).toBeLessThanOrEqual(61);
    expect(await ledgerState(ctx, user.user._id)).toMatchObject({ coins: credited, ledger: credited });
  });

  it('bounds focus time to wall-clock / 1.9 and sums it', async () => {
    const user = await signUp(app, mailbox);
    expect(await totalTime(user.auth)).toBe(0);
    for (let minute = 1; minute <= 10; minute += 1) {
      clock.advance(MINUTE);
      const res = await saveTime(user.auth, { timeSpentInSeconds: 32 }); // round(60 / 1.9)
      expect(res.json().credited).toBe(32);
    }
    expect(await totalTime(user.auth)).toBe(320);
    clock.advance(MINUTE);
    const greedy = await saveTime(user.auth, { timeSpentInSeconds: 45_000 });
    expect(greedy.statusCode).toBe(200);
    // Never more than wall-clock time since sign-up (11 min) / 1.8 s plus the 10 s tolerance.
    expect(greedy.json().totalTimeSpent).toBe(320 + greedy.json().credited);
    expect(greedy.json().totalTimeSpent).toBeLessThanOrEqual(Math.floor((11 * 60 + 10) / 1.8));
    expect((await saveTime(user.auth, { timeSpentInSeconds: 100 })).json().credited).toBe(0);
  });

  it('refuses bad input with 400 and a clear message, changing nothing', async () => {
    const user = await signUp(app, mailbox);
    clock.advance(10 * MINUTE);
    const bad = [
      { coins: -1 },
      { coins: 1.5 },
      { coins: 10_001 },
      { coins: '5' },
      { coins: null },
      {},
      'x',
      [1],
    ];
    for (const payload of bad) {
      const res = await saveCoin(
        user.auth,
        payload,
        typeof payload === 'string' ? { 'content-type': 'application/json' } : {},
      );
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toMatch(/coins|JSON|expected/i);
    }
    expect((await saveCoin(user.auth, { coins: 1.5 })).json().message).toBe('coins must be a whole number');
    expect((await saveCoin(user.auth, { coins: -1 })).json().message).toBe('coins cannot be negative');
    for (const payload of [
      { timeSpentInSeconds: -5 },
      { timeSpentInSeconds: 2.5 },
      { timeSpentInSeconds: 1e9 },
      { timeSpentInSeconds: 'ten' },
    ]) {
      expect((await saveTime(user.auth, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await ledgerState(ctx, user.user._id)).toMatchObject({ coins: 0, ledger: 0 });
    expect(await totalTime(user.auth)).toBe(0);
    // The refused claims used none of the allowance.
    expect((await saveCoin(user.auth, { coins: 10 })).json().credited).toBe(10);
  });

  it('answers 401 without a token and saves nothing', async () => {
    for (const [method, url] of [
      ['POST', '/api/auth/save-coin'],
      ['POST', '/api/user-activity/update-time-spent'],
      ['GET', '/api/user-activity/total-time-spent'],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        payload: method === 'POST' ? { coins: 1, timeSpentInSeconds: 1 } : undefined,
      });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ message: 'Authentication required', code: 'authRequired' });
    }
  });
});
