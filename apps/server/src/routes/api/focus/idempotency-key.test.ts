import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_MESSAGES } from '@focus-room/core/api/idempotency';
import { TASK_MESSAGES } from '@focus-room/core/api/tasks';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/database';
import { scheduleIdempotencyPruning } from '../../../services/idempotency/prune-remembered-answers';
import { logIn, signUp } from '../../../test/accounts';
import { changedTables, databaseSnapshot } from '../../../test/database-snapshot';
import { ledgerState } from '../../../test/economy';
import { addTasks } from '../../../test/tasks';
import { createTestApp, createTestClock } from '../../../test/test-app';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Headers = Record<string, string>;

// The server side of "paid exactly once, after being offline" (docs/product-rules.md#offline-claims).
describe('Idempotency-Key on the paying writes', async () => {
  const clock = createTestClock(new Date('2026-06-15T08:00:00Z'));
  const { app, ctx, mailbox } = await createTestApp({ clock });

  const post = (auth: Headers, url: string, payload: object, key?: string | string[]) =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...auth, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload,
    });
  const saveCoin = (auth: Headers, coins: number, key?: string | string[]) =>
    post(auth, '/api/auth/save-coin', { coins }, key);
  const saveTime = (auth: Headers, timeSpentInSeconds: number, key?: string) =>
    post(auth, '/api/user-activity/update-time-spent', { timeSpentInSeconds }, key);
  const completePomodoro = (auth: Headers, taskId: string, key?: string, seconds = 25 * 60) =>
    post(auth, '/api/tasks/complete-pomodoro', { taskId, seconds }, key);
  // A 25-minute pomodoro's focus time in the call's unit (1500 s / 1.9).
  const POMODORO_UNITS = 789;
  const addTask = async (auth: Headers) =>
    (await addTasks(app, auth, ['Revise'], { dueDate: '2026-12-31', estimatedPomodoros: 8 }))[0] as string;
  const remembered = async (userId: string) =>
    (
      await queryRows<{ n: number }>(
        ctx.db,
        sql`select count(*)::int as n from idempotency_keys where user_id = ${userId}`,
      )
    )[0]?.n;

  it('answers a repeated save-coin with the remembered answer and changes no row', async () => {
    const user = await signUp(app, mailbox);
    clock.advance(10 * MINUTE);
    const key = randomUUID();
    const first = await saveCoin(user.auth, 3, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ credited: 3, coins: 3 });

    clock.advance(5 * MINUTE); // time enough for more coins: a second payment would show
    const before = await databaseSnapshot(ctx.db);
    const again = await saveCoin(user.auth, 3, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ credited: 3, coins: 3 });
    expect(changedTables(before, await databaseSnapshot(ctx.db))).toEqual([]);
    expect(await ledgerState(ctx, user.user._id)).toMatchObject({ coins: 3, ledger: 3 });
    // Another key is another claim.
    expect((await saveCoin(user.auth, 3, randomUUID())).json()).toEqual({ credited: 3, coins: 6 });
  });

  it('remembers update-time-spent and complete-pomodoro answers the same way', async () => {
    const user = await signUp(app, mailbox);
    const taskId = await addTask(user.auth);
    clock.advance(25 * MINUTE);
    const timeKey = randomUUID();
    const time = await saveTime(user.auth, POMODORO_UNITS, timeKey);
    expect(time.json()).toEqual({ credited: POMODORO_UNITS, totalTimeSpent: POMODORO_UNITS });
    const pomodoroKey = randomUUID();
    const pomodoro = await completePomodoro(user.auth, taskId, pomodoroKey);
    expect(pomodoro.json()).toMatchObject({ credited: true, task: { completedPomodoros: '1' } });

    clock.advance(50 * MINUTE);
    const before = await databaseSnapshot(ctx.db);
    const timeAgain = await saveTime(user.auth, POMODORO_UNITS, timeKey);
    expect(timeAgain.statusCode).toBe(200);
    expect(timeAgain.json()).toEqual(time.json());
    const pomodoroAgain = await completePomodoro(user.auth, taskId, pomodoroKey);
    expect(pomodoroAgain.statusCode).toBe(200);
    expect(pomodoroAgain.json()).toEqual(pomodoro.json());
    expect(changedTables(before, await databaseSnapshot(ctx.db))).toEqual([]);
  });

  it('remembers a refusal too: a retry of a pomodoro for a finished or unknown task gets the same answer', async () => {
    const user = await signUp(app, mailbox);
    const taskId = await addTask(user.auth);
    await app.inject({ method: 'PATCH', url: `/api/tasks/${taskId}/toggle`, headers: user.auth });
    clock.advance(25 * MINUTE);
    await saveTime(user.auth, POMODORO_UNITS);
    const key = randomUUID();
    const refused = await completePomodoro(user.auth, taskId, key);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(TASK_MESSAGES.notOngoing);
    // The task is ongoing again, but the retry of that request is answered as it was.
    await app.inject({ method: 'PATCH', url: `/api/tasks/${taskId}/toggle`, headers: user.auth });
    const before = await databaseSnapshot(ctx.db);
    const again = await completePomodoro(user.auth, taskId, key);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(refused.json());
    expect(changedTables(before, await databaseSnapshot(ctx.db))).toEqual([]);

    const missing = await completePomodoro(user.auth, randomUUID(), 'missing-task');
    expect(missing.statusCode).toBe(404);
    expect((await completePomodoro(user.auth, randomUUID(), 'missing-task')).statusCode).toBe(422);
  });

  it('keeps keys apart per user: the same key from another user is another claim', async () => {
    const alice = await signUp(app, mailbox);
    const bob = await signUp(app, mailbox);
    clock.advance(10 * MINUTE);
    const key = 'shared-key_1';
    expect((await saveCoin(alice.auth, 4, key)).json()).toEqual({ credited: 4, coins: 4 });
    expect((await saveCoin(bob.auth, 2, key)).json()).toEqual({ credited: 2, coins: 2 });
    expect((await saveCoin(bob.auth, 2, key)).json()).toEqual({ credited: 2, coins: 2 });
    expect(await ledgerState(ctx, alice.user._id)).toMatchObject({ coins: 4, ledger: 4 });
    expect(await ledgerState(ctx, bob.user._id)).toMatchObject({ coins: 2, ledger: 2 });
  });

  it('refuses a key reused for a different request with 422 and changes nothing', async () => {
    const user = await signUp(app, mailbox);
    clock.advance(10 * MINUTE);
    const key = randomUUID();
    await saveCoin(user.auth, 2, key);
    const before = await databaseSnapshot(ctx.db);
    for (const res of [await saveCoin(user.auth, 5, key), await saveTime(user.auth, 2, key)]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.reused, code: 'idempotencyKeyReused' });
    }
    expect(changedTables(before, await databaseSnapshot(ctx.db))).toEqual([]);
  });

  it('refuses a malformed key with 400 and a clear message, changing nothing', async () => {
    const user = await signUp(app, mailbox);
    const taskId = await addTask(user.auth);
    clock.advance(30 * MINUTE);
    const malformed = ['', 'x'.repeat(65), 'has space', 'semi;colon', 'ümlaut', 'a.b', ['one', 'two']];
    const before = await databaseSnapshot(ctx.db);
    for (const key of malformed) {
      for (const res of [
        await saveCoin(user.auth, 1, key),
        await post(user.auth, '/api/user-activity/update-time-spent', { timeSpentInSeconds: 1 }, key),
        await post(user.auth, '/api/tasks/complete-pomodoro', { taskId }, key),
      ]) {
        expect(res.statusCode, JSON.stringify(key)).toBe(400);
        expect(res.json().message).toBe(IDEMPOTENCY_MESSAGES.malformed);
      }
    }
    expect(changedTables(before, await databaseSnapshot(ctx.db))).toEqual([]);
    // The bounds of the format are accepted.
    expect((await saveCoin(user.auth, 1, 'x'.repeat(64))).statusCode).toBe(200);
    expect((await saveCoin(user.auth, 1, 'A')).statusCode).toBe(200);
    expect((await saveCoin(user.auth, 1, 'a-Z_09')).statusCode).toBe(200);
  });

  it('still answers 401 first for a request without a session', async () => {
    expect((await saveCoin({}, 1, 'bad key')).statusCode).toBe(401);
  });

  it('pays concurrent copies of one keyed request once, and all of them get the same answer', async () => {
    const user = await signUp(app, mailbox);
    const taskId = await addTask(user.auth);
    clock.advance(60 * MINUTE);
    const coinKey = randomUUID();
    const coins = await Promise.all(Array.from({ length: 12 }, () => saveCoin(user.auth, 5, coinKey)));
    expect(coins.map((res) => res.statusCode)).toEqual(Array(12).fill(200));
    expect(new Set(coins.map((res) => res.body))).toEqual(
      new Set([JSON.stringify({ credited: 5, coins: 5 })]),
    );
    await saveTime(user.auth, POMODORO_UNITS);
    const pomodoroKey = randomUUID();
    const pomodoros = await Promise.all(
      Array.from({ length: 8 }, () => completePomodoro(user.auth, taskId, pomodoroKey)),
    );
    expect(new Set(pomodoros.map((res) => res.json().task.completedPomodoros))).toEqual(new Set(['1']));
    expect(await ledgerState(ctx, user.user._id)).toMatchObject({ coins: 5, ledger: 5 });
    expect(await remembered(user.user._id)).toBe(2);
  });

  it('pays a two-hour offline session sent on reconnect as a burst of per-minute claims, in full', async () => {
    const account = await signUp(app, mailbox);
    const taskId = await addTask(account.auth);
    clock.advance(DAY);
    const user = { ...account, ...(await logIn(app, account)) };
    // Online for a while: the live timer's claims keep the bookkeeping at "now".
    for (let minute = 0; minute < 5; minute += 1) {
      clock.advance(MINUTE);
      await saveCoin(user.auth, 1);
      await saveTime(user.auth, 32);
    }
    // A 5-minute pomodoro, paid from the five minutes claimed.
    expect((await completePomodoro(user.auth, taskId, undefined, 5 * 60)).json().credited).toBe(true);
    // Offline for two hours (four pomodoros), then reconnected a few minutes later: the queue sends
    // everything at once, each item with its own key.
    clock.advance(2 * 60 * MINUTE + 3 * MINUTE);
    const coins: number[] = [];
    const time: number[] = [];
    for (let minute = 0; minute < 120; minute += 1) {
      coins.push((await saveCoin(user.auth, 1, randomUUID())).json().credited);
      time.push((await saveTime(user.auth, 32, randomUUID())).json().credited);
    }
    expect(coins.reduce((a, b) => a + b, 0)).toBe(120);
    expect(time.reduce((a, b) => a + b, 0)).toBe(120 * 32);
    const pomodoros = [];
    for (let i = 0; i < 4; i += 1)
      pomodoros.push((await completePomodoro(user.auth, taskId, randomUUID())).json());
    expect(pomodoros.map((answer) => answer.credited)).toEqual([true, true, true, true]);
    expect(await ledgerState(ctx, user.user._id)).toMatchObject({ coins: 125, ledger: 125 });
    // The queue is drained: what is left is the three minutes between the session's end and the
    // reconnect (plus the minute the live claims left open), then nothing.
    expect((await saveCoin(user.auth, 60, randomUUID())).json().credited).toBe(4);
    expect((await saveCoin(user.auth, 60, randomUUID())).json().credited).toBe(0);
    // 240 keyed claims, each a transaction: minutes on a loaded machine.
  }, 180_000);

  it('pays a two-hour offline session sent as one claim, and its four pomodoros, no fifth', async () => {
    const account = await signUp(app, mailbox);
    const taskId = await addTask(account.auth);
    clock.advance(3 * DAY);
    const user = { ...account, ...(await logIn(app, account)) };
    expect((await saveCoin(user.auth, 120)).json()).toEqual({ credited: 120, coins: 120 });
    expect((await saveTime(user.auth, 3789)).json().credited).toBe(3789);
    const burst = [];
    for (let i = 0; i < 5; i += 1)
      burst.push((await completePomodoro(user.auth, taskId, randomUUID())).json());
    expect(burst.map((answer) => answer.credited)).toEqual([true, true, true, true, false]);
    expect(burst.at(-1)?.task.completedPomodoros).toBe('4');
  });

  it('never pays three weeks offline: the backlog window is three hours', async () => {
    const account = await signUp(app, mailbox);
    const taskId = await addTask(account.auth);
    clock.advance(DAY);
    await saveCoin((await logIn(app, account)).auth, 1);
    clock.advance(21 * DAY);
    const user = { ...account, ...(await logIn(app, account)) };
    let coins = 0;
    // 200 claims stay under the per-user rate limit (240 a minute).
    for (let claim = 0; claim < 200; claim += 1) {
      coins += (await saveCoin(user.auth, 60, randomUUID())).json().credited;
    }
    expect(coins).toBe(180);
    // The focus time is bounded the same way; the pomodoros are paid from what it brought in, at most
    // three hours' worth: seven of 25 minutes.
    let units = 0;
    for (let claim = 0; claim < 10; claim += 1) {
      units += (await saveTime(user.auth, 1_000, randomUUID())).json().credited;
    }
    expect(units).toBeLessThan(6_010);
    let pomodoros = 0;
    for (let claim = 0; claim < 20; claim += 1) {
      if ((await completePomodoro(user.auth, taskId, randomUUID())).json().credited) pomodoros += 1;
    }
    expect(pomodoros).toBe(7);
  }, 180_000);

  it('forgets remembered answers after seven days (pruned off the request path)', async () => {
    const user = await signUp(app, mailbox);
    clock.advance(10 * MINUTE);
    const key = randomUUID();
    expect((await saveCoin(user.auth, 2, key)).json().credited).toBe(2);
    clock.advance(7 * DAY - MINUTE);
    await scheduleIdempotencyPruning(ctx)();
    expect(await remembered(user.user._id)).toBe(1);
    clock.advance(2 * MINUTE);
    await scheduleIdempotencyPruning(ctx)();
    expect(await remembered(user.user._id)).toBe(0);
  });
});
