import { HEATMAP_DEFAULT_WEEKS, STATS_MESSAGES } from '@focus-room/core/api/stats';
import type { Goal } from '@focus-room/core/stats/goal';
import { localDayOf } from '@focus-room/core/stats/local-date';
import { buildDays, buildOverview, type SummaryDay } from '@focus-room/core/stats/summary';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts';
import { signUpAdmin } from '../../../test/economy';
import {
  type DayFigures,
  expectedSummary,
  historyArbitrary,
  insertHistory,
  storedSummary,
} from '../../../test/stats-history';
import { createTestApp, createTestClock } from '../../../test/test-app';

type Headers = Record<string, string>;
const NOW = new Date('2026-06-15T10:00:00Z'); // a Monday

const asSummaryRows = (summary: Map<string, DayFigures>, goal: Goal): SummaryDay[] =>
  [...summary].map(([day, f]) => ({
    day,
    focusUnits: f.units,
    pomodoros: f.pomodoros,
    coinsEarned: f.coins,
    tasksFinished: 0,
    goalKind: goal.kind,
    goalValue: goal.value,
  }));

describe('the statistics panel endpoints', async () => {
  const clock = createTestClock(NOW);
  const { app, ctx, mailbox } = await createTestApp({ clock });
  const get = (url: string, headers: Headers) => app.inject({ method: 'GET', url, headers });
  const putSettings = (headers: Headers, payload: unknown) =>
    app.inject({ method: 'PUT', url: '/api/stats/settings', headers, payload: payload as object });
  const valid = { goalKind: 'minutes', goalValue: 100, dayStartHour: 4, timeZone: 'Europe/Berlin' };

  it('answers 401 without a token', async () => {
    for (const url of [
      '/api/stats/overview',
      '/api/stats/days',
      '/api/stats/estimates',
      '/api/stats/settings',
    ])
      expect((await get(url, {})).statusCode).toBe(401);
    expect((await putSettings({}, valid)).statusCode).toBe(401);
  });

  it('has default settings, saves valid ones and refuses bad ones with a message, changing nothing', async () => {
    const user = await signUp(app, mailbox);
    expect((await get('/api/stats/settings', user.auth)).json()).toEqual({
      goalKind: 'minutes',
      goalValue: 100,
      dayStartHour: 4,
      timeZone: 'UTC',
      timeZoneSaved: false,
    });
    const saved = await putSettings(user.auth, { ...valid, goalKind: 'pomodoros', goalValue: 6 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...valid, goalKind: 'pomodoros', goalValue: 6, timeZoneSaved: true });

    const bad: [unknown, string][] = [
      [{ ...valid, dayStartHour: 24 }, 'dayStartHour must be a whole hour from 0 to 23'],
      [{ ...valid, dayStartHour: 1.5 }, 'dayStartHour must be a whole hour from 0 to 23'],
      [{ ...valid, goalValue: 0 }, 'A goal in minutes must be from 5 to 1440'],
      [{ ...valid, goalKind: 'pomodoros', goalValue: 100 }, 'A goal in pomodoros must be from 1 to 48'],
      [{ ...valid, goalKind: 'hours' }, "goalKind must be 'minutes' or 'pomodoros'"],
      [{ ...valid, timeZone: 'Mars/Olympus_Mons' }, STATS_MESSAGES.unknownTimeZone],
      [{ ...valid, timeZone: 'x'.repeat(500) }, 'timeZone must be a time zone name'],
      [{ ...valid, timeZone: 42 }, 'timeZone must be a time zone name'],
      [{ goalKind: 'minutes' }, ''],
    ];
    for (const [payload, message] of bad) {
      const res = await putSettings(user.auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(res.json().message).toContain(message);
    }
    expect((await get('/api/stats/settings', user.auth)).json()).toMatchObject({
      goalKind: 'pomodoros',
      goalValue: 6,
    });
  });

  it('caps and validates the heatmap range', async () => {
    const user = await signUp(app, mailbox);
    for (const weeks of ['0', '54', '-1', '2.5', 'abc', '1e9'])
      expect((await get(`/api/stats/days?weeks=${weeks}`, user.auth)).statusCode, weeks).toBe(400);
    const byDefault = (await get('/api/stats/days', user.auth)).json();
    expect(byDefault.days).toHaveLength((HEATMAP_DEFAULT_WEEKS - 1) * 7 + 1); // today is a Monday
    const year = (await get('/api/stats/days?weeks=53', user.auth)).json();
    expect(year.days).toHaveLength(52 * 7 + 1);
    expect(year.today).toBe('2026-06-15');
  });

  it('answers series that match the ledger for random histories, whatever the settings (property)', async () => {
    const settings = fc.record({
      timeZone: fc.constantFrom('UTC', 'Europe/Berlin', 'America/Los_Angeles', 'Asia/Tokyo'),
      dayStartHour: fc.integer({ min: 0, max: 23 }),
      goal: fc.oneof(
        fc.record({ kind: fc.constant('minutes' as const), value: fc.integer({ min: 5, max: 120 }) }),
        fc.record({ kind: fc.constant('pomodoros' as const), value: fc.integer({ min: 1, max: 4 }) }),
      ),
    });
    // Histories over the three weeks before now (the last credit at most a few hours before now).
    await fc.assert(
      fc.asyncProperty(
        settings,
        historyArbitrary(NOW.getTime() - 21 * 86_400_000, 60),
        async (s, history) => {
          const events = history.filter((e) => e.at < NOW.getTime());
          const user = await signUp(app, mailbox);
          const saved = await putSettings(user.auth, {
            goalKind: s.goal.kind,
            goalValue: s.goal.value,
            dayStartHour: s.dayStartHour,
            timeZone: s.timeZone,
          });
          expect(saved.statusCode).toBe(200);
          await insertHistory(ctx, user.user._id, events);
          const expected = asSummaryRows(expectedSummary(events, s), s.goal);
          const today = localDayOf(NOW, s.timeZone, s.dayStartHour);
          expect((await get('/api/stats/days?weeks=5', user.auth)).json()).toEqual({
            ...buildDays(expected, s.goal, today, 5),
            firstDay: localDayOf(NOW, s.timeZone, s.dayStartHour),
          });
          expect((await get('/api/stats/overview', user.auth)).json()).toEqual(
            buildOverview(expected, s.goal, today),
          );
        },
      ),
      { numRuns: 12 },
    );
  });

  it('shows one user nothing of another’s, and keeps a summary through another user’s deletion and admin coin edits', async () => {
    const admin = await signUpAdmin(app, ctx, mailbox);
    const [a, b] = [await signUp(app, mailbox), await signUp(app, mailbox)];
    const minutes = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ kind: 'time' as const, at: from + i * 60_000, units: 32 }));
    await insertHistory(ctx, a.user._id, minutes(NOW.getTime() - 3 * 86_400_000, 30));
    await insertHistory(ctx, b.user._id, minutes(NOW.getTime() - 3 * 86_400_000 + 30_000, 200));
    await insertHistory(ctx, b.user._id, minutes(NOW.getTime() - 2 * 3_600_000, 100));
    const aDays = (await get('/api/stats/days?weeks=2', a.auth)).json();
    expect(aDays.days.find((d: { date: string }) => d.date === '2026-06-12')).toMatchObject({
      focusMinutes: 30,
    });
    expect((await get('/api/stats/overview', a.auth)).json().today.focusMinutes).toBe(0);
    expect((await get('/api/stats/overview', b.auth)).json().today.focusMinutes).toBe(101);

    const before = await storedSummary(ctx, a.user._id);
    // Admin coin edits are corrections, not earnings: they change neither user's statistics.
    for (const coins of [5000, 0, 42]) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/admin/users/${a.user._id}`,
        headers: admin.auth,
        payload: { coins },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await storedSummary(ctx, a.user._id)).toEqual(before);
    // B deletes their account: their rows go, A's stay as they were.
    const deleted = await app.inject({ method: 'DELETE', url: '/api/user/delete-account', headers: b.auth });
    expect(deleted.statusCode).toBe(200);
    expect(await storedSummary(ctx, a.user._id)).toEqual(before);
    const left = await ctx.db.execute(
      sql`select count(*)::int as n from stats_days where user_id = ${b.user._id}`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    expect((await get('/api/stats/days?weeks=2', a.auth)).json()).toEqual(aDays);
  });

  it('reads a saved time zone this runtime does not know as UTC instead of failing', async () => {
    const user = await signUp(app, mailbox);
    await ctx.db.execute(
      sql`insert into stats_settings (user_id, time_zone) values (${user.user._id}, 'Nowhere/Gone')`,
    );
    const overview = await get('/api/stats/overview', user.auth);
    expect(overview.statusCode).toBe(200);
    expect(overview.json().today.date).toBe('2026-06-15');
  });

  it('keeps past days where they were when the time zone changes', async () => {
    const user = await signUp(app, mailbox);
    expect(
      (await putSettings(user.auth, { ...valid, timeZone: 'America/Los_Angeles', dayStartHour: 0 }))
        .statusCode,
    ).toBe(200);
    // 2026-06-14 20:00 in Los Angeles is 2026-06-15 03:00 UTC.
    await insertHistory(ctx, user.user._id, [
      { kind: 'time', at: Date.parse('2026-06-15T03:00:00Z'), units: 3158 },
    ]);
    const before = (await get('/api/stats/days?weeks=2', user.auth)).json();
    expect(before.days.find((d: { date: string }) => d.date === '2026-06-14')).toMatchObject({
      focusMinutes: 100,
      goalMet: true,
    });
    expect(
      (await putSettings(user.auth, { ...valid, timeZone: 'Asia/Tokyo', dayStartHour: 0 })).statusCode,
    ).toBe(200);
    const after = (await get('/api/stats/days?weeks=2', user.auth)).json();
    expect(after.days.find((d: { date: string }) => d.date === '2026-06-14')).toMatchObject({
      focusMinutes: 100,
      goalMet: true,
    });
    expect(after.days.find((d: { date: string }) => d.date === '2026-06-15')).toMatchObject({
      focusMinutes: 0,
    });
  });

  it('counts tasks finished through the task board, and takes an unchecked one back', async () => {
    const user = await signUp(app, mailbox);
    const created = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: user.auth,
      payload: { taskName: 'Read chapter 3', dueDate: '2026-06-15', estimatedPomodoros: 2 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().task._id as string;
    const toggle = () => app.inject({ method: 'PATCH', url: `/api/tasks/${id}/toggle`, headers: user.auth });
    expect((await toggle()).statusCode).toBe(200);
    expect((await get('/api/stats/overview', user.auth)).json().today).toMatchObject({ tasksFinished: 1 });
    expect((await toggle()).statusCode).toBe(200);
    expect((await get('/api/stats/overview', user.auth)).json().today).toMatchObject({ tasksFinished: 0 });
  });

  it('gives estimated and actual pomodoros of the newest finished tasks, and the bias from 5 of them', async () => {
    const [user, other] = [await signUp(app, mailbox), await signUp(app, mailbox)];
    const finished = async (
      userId: string,
      name: string,
      estimated: number,
      completed: number,
      minutesAgo: number,
    ) =>
      ctx.db.execute(
        sql`insert into tasks (user_id, task_name, due_date, estimated_pomodoros, completed_pomodoros, priority, status, finished_at)
            values (${userId}, ${name}, '2026-06-15', ${estimated}, ${completed}, 'must do', 'finished',
                    ${new Date(NOW.getTime() - minutesAgo * 60_000).toISOString()})`,
      );
    for (let i = 0; i < 4; i++) await finished(user.user._id, `Task ${i}`, 2, 3, i);
    await finished(user.user._id, 'No estimate', 0, 4, 10);
    await finished(user.user._id, 'Ticked off', 3, 0, 11);
    await finished(other.user._id, 'Someone else', 1, 9, 1);
    const four = (await get('/api/stats/estimates', user.auth)).json();
    expect(four.bias).toBeNull();
    expect(four.tasks.map((t: { taskName: string }) => t.taskName)).toEqual([
      'Task 0',
      'Task 1',
      'Task 2',
      'Task 3',
    ]);
    await finished(user.user._id, 'Task 4', 2, 1, 20);
    const five = (await get('/api/stats/estimates', user.auth)).json();
    expect(five.bias).toBe(1.3); // 13 used / 10 estimated
    expect(five.tasks).toHaveLength(5);
    expect(five.tasks[0]).toMatchObject({ taskName: 'Task 0', estimatedPomodoros: 2, completedPomodoros: 3 });
  });
});
