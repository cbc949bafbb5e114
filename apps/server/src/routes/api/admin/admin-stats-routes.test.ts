import { describe, expect, it } from 'vitest';
import { focusTimeRepository } from '../../../repositories/focus-time-repository';
import { usersRepository } from '../../../repositories/users-repository';
import { newAccount, randomIp, signUp } from '../../../test/accounts';
import { grantCoins, signUpAdmin } from '../../../test/economy';
import { createTestApp, createTestClock } from '../../../test/test-app';

type Headers = Record<string, string>;

describe('admin figures with no data yet', async () => {
  const { app, ctx, mailbox } = await createTestApp();
  const admin = await signUpAdmin(app, ctx, mailbox);
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: admin.auth });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };

  it('answers zeros and nulls instead of dividing by zero', async () => {
    // The admin asking is staff, not a user: no user yet.
    expect(await get('/api/admin/totalRegistered')).toEqual({ totalRegistered: 0, allUsers: 0 });
    expect(await get('/api/admin/averageTime')).toEqual({ averageTimeInMinutes: 0 });
    expect(await get('/api/admin/average-tasks')).toEqual({ avgOngoingTasks: 0, avgCompletedTasks: 0 });
    expect(await get('/api/most-used')).toEqual({ browser: null });
    expect(await get('/api/admin/theme-split')).toEqual({
      darkPercent: null,
      lightPercent: null,
      reports: 0,
    });
    expect(await get('/api/admin/analytics')).toEqual({
      sessions: 0,
      averageFocusMinutes: 0,
      averageBreakMinutes: 0,
      todosPerSession: 0,
      averageCoins: 0,
      highestCoins: 0,
    });
  });
});

describe('admin figures from known data', async () => {
  const clock = createTestClock(new Date('2026-06-15T10:00:00Z'));
  const { app, ctx, mailbox } = await createTestApp({ clock });
  // Verified users: alice, bob (2). Unverified: dora. The admin is staff: like dora's, its rows count
  // nowhere, though it uses the app as a user would.
  const admin = await signUpAdmin(app, ctx, mailbox);
  const alice = await signUp(app, mailbox);
  const bob = await signUp(app, mailbox);
  const dora = newAccount('dora');
  await app.inject({ method: 'POST', url: '/api/auth/register', payload: dora, remoteAddress: randomIp() });
  const doraId = (await usersRepository.findByEmail(ctx.db, dora.email))!.id;

  const call = async (auth: Headers, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers: auth, remoteAddress: randomIp(), payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.body}`);
    return res.json();
  };
  const get = (url: string) => call(admin.auth, 'GET', url);
  const addTask = async (auth: Headers) =>
    (
      await call(auth, 'POST', '/api/tasks', {
        taskName: 'Task',
        dueDate: '2026-06-15',
        estimatedPomodoros: 1,
        priority: 'must do',
      })
    ).task._id as string;
  // Half an hour apart, so every period fits into the wall-clock time the server allows it.
  const period = (auth: Headers, kind: 'focus' | 'break', seconds: number, analytics = true) => {
    clock.advance(30 * 60_000);
    return call(auth, 'POST', '/api/user-activity/focus-period', { kind, seconds, analytics });
  };
  const track = (browser: string, theme?: 'light' | 'dark') =>
    call({}, 'POST', '/api/admin/track-browser', { browser, ...(theme ? { theme } : {}) });

  it('counts verified accounts and all accounts, admins left out', async () => {
    expect(await get('/api/admin/totalRegistered')).toEqual({ totalRegistered: 2, allUsers: 3 });
  });

  it('averages real focus time over verified accounts (the ledger unit × 1.9), in minutes with one decimal', async () => {
    await focusTimeRepository.append(ctx.db, {
      userId: alice.user._id,
      seconds: 3000,
      createdAt: clock.now(),
    });
    await focusTimeRepository.append(ctx.db, { userId: bob.user._id, seconds: 1000, createdAt: clock.now() });
    await focusTimeRepository.append(ctx.db, { userId: doraId, seconds: 99_000, createdAt: clock.now() });
    await focusTimeRepository.append(ctx.db, {
      userId: admin.user._id,
      seconds: 99_000,
      createdAt: clock.now(),
    });
    // (3000 + 1000) units × 1.9 s / 2 accounts / 60 = 63.33 minutes.
    expect(await get('/api/admin/averageTime')).toEqual({ averageTimeInMinutes: 63.3 });
  });

  it('averages ongoing and finished tasks per verified account, two decimals', async () => {
    await addTask(alice.auth);
    await addTask(alice.auth);
    const done = await addTask(alice.auth);
    await call(alice.auth, 'PATCH', `/api/tasks/${done}/toggle`);
    await addTask(bob.auth);
    await addTask(admin.auth);
    await call(admin.auth, 'PATCH', `/api/tasks/${await addTask(admin.auth)}/toggle`);
    // Ongoing 3 / 2 accounts; finished 1 / 2.
    expect(await get('/api/admin/average-tasks')).toEqual({ avgOngoingTasks: 1.5, avgCompletedTasks: 0.5 });
  });

  it('finds the most used browser, ties going to the alphabetically first', async () => {
    await track('Firefox', 'light');
    await track('Chrome', 'dark');
    await track('Firefox');
    await track('Chrome', 'dark');
    await track('Safari');
    expect(await get('/api/most-used')).toEqual({ browser: 'Chrome' });
    await track('Firefox');
    expect(await get('/api/most-used')).toEqual({ browser: 'Firefox' });
  });

  it('splits themes into whole percentages adding up to 100, over reports with a theme', async () => {
    // dark 2, light 1; three reports have no theme.
    expect(await get('/api/admin/theme-split')).toEqual({ darkPercent: 67, lightPercent: 33, reports: 3 });
  });

  it('computes the Analytics figures', async () => {
    await period(alice.auth, 'focus', 1500);
    await period(alice.auth, 'focus', 1200);
    await period(bob.auth, 'focus', 1000);
    await period(bob.auth, 'break', 300);
    await period(bob.auth, 'break', 360);
    // Periods reported without analytics consent are the users' own statistics, not the admin's figures.
    await period(alice.auth, 'focus', 60, false);
    await period(bob.auth, 'break', 1500, false);
    await period(admin.auth, 'focus', 1500);
    await period(admin.auth, 'break', 900);
    await grantCoins(ctx, admin.user._id, 9000);
    await grantCoins(ctx, alice.user._id, 100);
    await grantCoins(ctx, bob.user._id, 25);
    await grantCoins(ctx, doraId, 5000);
    expect(await get('/api/admin/analytics')).toEqual({
      sessions: 3,
      // 3700 s / 3 = 20.56 minutes; breaks 330 s = 5.5 minutes.
      averageFocusMinutes: 20.6,
      averageBreakMinutes: 5.5,
      // One finished task over 3 sessions.
      todosPerSession: 0.33,
      // (100 + 25) / 2 verified accounts; dora's 5000 and the admin's 9000 count nowhere.
      averageCoins: 62.5,
      highestCoins: 100,
    });
  });
});
