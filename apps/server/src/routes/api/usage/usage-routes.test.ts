import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/database';
import { randomIp, signUp } from '../../../test/accounts';
import { createTestApp, createTestClock } from '../../../test/test-app';

type Headers = Record<string, string>;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('consented usage reports', async () => {
  const clock = createTestClock(new Date('2026-06-15T10:00:00Z'));
  const { app, ctx, mailbox } = await createTestApp({ clock });
  const track = (payload: unknown, remoteAddress = randomIp(), headers: Headers = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/track-browser',
      remoteAddress,
      headers,
      payload: payload as object,
    });
  const report = async (visitorId: string) => {
    const rows = await queryRows<{ browser: string; theme: string | null; created: string; updated: string }>(
      ctx.db,
      sql`select browser, theme, to_char(created_at at time zone 'UTC', 'HH24:MI') as created,
                 to_char(updated_at at time zone 'UTC', 'HH24:MI') as updated
          from visitor_reports where visitor_id = ${visitorId}`,
    );
    return rows[0];
  };
  const reportCount = async () =>
    (await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from visitor_reports`))[0]?.n;
  const periods = async (userId: string) =>
    queryRows<{ kind: string; seconds: number; created_at: Date | string }>(
      ctx.db,
      sql`select kind, seconds, created_at from focus_periods where user_id = ${userId} order by created_at`,
    );

  it('takes a report from a visitor, signed in or not, and keeps one row per profile', async () => {
    const visitorId = randomUUID();
    const res = await track({ browser: 'Chrome', visitorId, theme: 'dark' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Browser usage recorded' });
    expect(await report(visitorId)).toEqual({
      browser: 'Chrome',
      theme: 'dark',
      created: '10:00',
      updated: '10:00',
    });

    // The same profile again: updated in place; a report without a theme keeps the known one.
    clock.advance(HOUR);
    const user = await signUp(app, mailbox);
    expect((await track({ browser: 'Edge', visitorId }, randomIp(), user.auth)).statusCode).toBe(200);
    expect(await report(visitorId)).toEqual({
      browser: 'Edge',
      theme: 'dark',
      created: '10:00',
      updated: '11:00',
    });
    await track({ browser: 'Edge', visitorId, theme: 'light' });
    expect((await report(visitorId))?.theme).toBe('light');

    // An old client without a visitor id: a row of its own each time.
    const before = await reportCount();
    await track({ browser: 'Safari' });
    await track({ browser: 'Safari' });
    expect(await reportCount()).toBe((before ?? 0) + 2);
  });

  it('refuses bad reports with 400 and a clear message, storing nothing', async () => {
    const before = await reportCount();
    const cases: [unknown, string][] = [
      [{}, 'browser must be one of Chrome, Firefox, Safari, Edge, Opera, Other'],
      [{ browser: 'Netscape' }, 'browser must be one of Chrome, Firefox, Safari, Edge, Opera, Other'],
      [{ browser: 'chrome' }, 'browser must be one of Chrome, Firefox, Safari, Edge, Opera, Other'],
      [{ browser: 'Chrome', visitorId: 'abc' }, 'visitorId must be a UUID'],
      [{ browser: 'Chrome', theme: 'sepia' }, "theme must be 'light' or 'dark'"],
    ];
    for (const [payload, message] of cases) {
      const res = await track(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
    expect(await reportCount()).toBe(before);
  });

  it('limits reports per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await track({ browser: 'Opera' }, '198.51.100.77')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
    expect((await track({ browser: 'Opera' }, '198.51.100.78')).statusCode).toBe(200);
  });

  const postPeriod = (payload: unknown, auth: Headers) =>
    app.inject({
      method: 'POST',
      url: '/api/user-activity/focus-period',
      headers: auth,
      payload: payload as object,
    });
  const recordedSeconds = async (userId: string) =>
    (await periods(userId)).map((r) => r.seconds).reduce((a, b) => a + b, 0);

  it("records a signed-in user's finished focus periods and breaks", async () => {
    const user = await signUp(app, mailbox);
    const post = (payload: unknown, auth: Headers = user.auth) => postPeriod(payload, auth);
    expect((await post({ kind: 'focus', seconds: 1500 }, {})).statusCode).toBe(401);

    clock.advance(25 * MINUTE);
    const focusAt = clock.now().toISOString();
    const res = await post({ kind: 'focus', seconds: 1500 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Focus period recorded' });
    clock.advance(HOUR);
    const breakAt = clock.now().toISOString();
    expect((await post({ kind: 'break', seconds: 300 })).statusCode).toBe(201);
    const rows = await periods(user.user._id);
    expect(rows.map((r) => [r.kind, r.seconds, new Date(r.created_at).toISOString()])).toEqual([
      ['focus', 1500, focusAt],
      ['break', 300, breakAt],
    ]);
  });

  it("counts a period in the user's statistics whatever the cookie choice, in the admin counters only with consent", async () => {
    const user = await signUp(app, mailbox);
    const overview = async () =>
      (await app.inject({ method: 'GET', url: '/api/stats/overview', headers: user.auth })).json();
    const counters = async () =>
      (
        await queryRows<{ focus: number; breaks: number }>(
          ctx.db,
          sql`select focus_periods as focus, break_periods as breaks from users where id = ${user.user._id}`,
        )
      )[0];
    clock.advance(25 * MINUTE);
    // An older client's report says nothing of consent: it counts as none.
    expect((await postPeriod({ kind: 'focus', seconds: 1500 }, user.auth)).statusCode).toBe(201);
    clock.advance(5 * MINUTE);
    expect((await postPeriod({ kind: 'break', seconds: 300, analytics: false }, user.auth)).statusCode).toBe(
      201,
    );
    clock.advance(25 * MINUTE);
    expect((await postPeriod({ kind: 'focus', seconds: 1500, analytics: false }, user.auth)).statusCode).toBe(
      201,
    );
    expect((await overview()).today.pomodoros).toBe(2);
    expect(await counters()).toEqual({ focus: 0, breaks: 0 });
    clock.advance(25 * MINUTE);
    expect((await postPeriod({ kind: 'focus', seconds: 1500, analytics: true }, user.auth)).statusCode).toBe(
      201,
    );
    expect((await overview()).today.pomodoros).toBe(3);
    expect(await counters()).toEqual({ focus: 1, breaks: 0 });
  });

  it('cuts a period to the wall-clock time since the last one, with a one-time tolerance', async () => {
    const user = await signUp(app, mailbox);
    const post = async (kind: 'focus' | 'break', seconds: number) => {
      const res = await postPeriod({ kind, seconds }, user.auth);
      // Cut or not, the report is answered the same: a second tab or a paused timer is normal.
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: 'Focus period recorded' });
    };
    const signedUpAt = clock.now().getTime();
    // A fresh account cannot have focused yet: only the tolerance is recorded.
    await post('focus', 1500);
    expect(await recordedSeconds(user.user._id)).toBe(60);
    // The tolerance is spent: at once, and within the next second, nothing more is recorded.
    await post('focus', 1500);
    clock.advance(999);
    await post('break', 300);
    expect((await periods(user.user._id)).map((r) => r.seconds)).toEqual([60]);
    clock.advance(1);
    await post('break', 300);
    expect((await periods(user.user._id)).map((r) => r.seconds)).toEqual([60, 1]);

    // 25 minutes after sign-up a whole pomodoro fits again; no more than the time that passed.
    clock.set(new Date(signedUpAt + 25 * MINUTE + 1_000));
    await post('focus', 1500);
    expect((await periods(user.user._id)).map((r) => r.seconds)).toEqual([60, 1, 1500]);
    expect(await recordedSeconds(user.user._id)).toBeLessThanOrEqual(25 * 60 + 1 + 60);

    // A hostile client: 9999-minute periods every minute only ever get the minute that passed.
    for (let i = 0; i < 5; i++) {
      clock.advance(MINUTE);
      await post('focus', 9999 * 60);
    }
    expect((await periods(user.user._id)).map((r) => r.seconds)).toEqual([60, 1, 1500, 60, 60, 60, 60, 60]);
    expect(await recordedSeconds(user.user._id)).toBeLessThanOrEqual(
      (clock.now().getTime() - signedUpAt) / 1000 + 60,
    );
  });

  it('records a whole period after a pause, and never reaches back before the last period', async () => {
    const user = await signUp(app, mailbox);
    clock.advance(25 * MINUTE);
    expect((await postPeriod({ kind: 'focus', seconds: 1500 }, user.auth)).statusCode).toBe(201);
    // A paused timer: the break ends much later, and is recorded whole.
    clock.advance(3 * HOUR);
    expect((await postPeriod({ kind: 'break', seconds: 300 }, user.auth)).statusCode).toBe(201);
    // The three idle hours are not a reserve for later reports.
    clock.advance(10 * MINUTE);
    expect((await postPeriod({ kind: 'focus', seconds: 1500 }, user.auth)).statusCode).toBe(201);
    expect((await periods(user.user._id)).map((r) => r.seconds)).toEqual([1500, 300, 660]);
  });

  it('records the time of one gap once when several reports for it arrive together', async () => {
    const user = await signUp(app, mailbox);
    clock.advance(25 * MINUTE);
    // Twenty tabs, so that on PostgreSQL the transactions really overlap.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postPeriod({ kind: 'focus', seconds: 1500 }, user.auth)),
    );
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    // One pomodoro, plus at most the one-time tolerance for the other tabs.
    const seconds = (await periods(user.user._id)).map((r) => r.seconds).sort((a, b) => b - a);
    expect(seconds).toEqual([1500, 60]);
  });

  it('refuses bad periods with 400, storing nothing, and limits them per user', async () => {
    const user = await signUp(app, mailbox);
    const post = (payload: unknown) => postPeriod(payload, user.auth);
    const cases: [unknown, string][] = [
      [{ seconds: 60 }, "kind must be 'focus' or 'break'"],
      [{ kind: 'nap', seconds: 60 }, "kind must be 'focus' or 'break'"],
      [{ kind: 'focus' }, 'seconds must be a number'],
      [{ kind: 'focus', seconds: '60' }, 'seconds must be a number'],
      [{ kind: 'focus', seconds: 0 }, 'seconds must be at least 1'],
      [{ kind: 'focus', seconds: 1.5 }, 'seconds must be a whole number'],
      [{ kind: 'focus', seconds: 9999 * 60 + 1 }, `seconds can be at most ${9999 * 60}`],
      [{ kind: 'focus', seconds: 60, analytics: 'yes' }, 'analytics must be true or false'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
    expect(await periods(user.user._id)).toEqual([]);

    // The limiter counts real time; the fake clock only makes every period fit.
    const codes: number[] = [];
    for (let i = 0; i < 121; i++) {
      clock.advance(MINUTE);
      codes.push((await post({ kind: 'break', seconds: 60 })).statusCode);
    }
    expect(codes.slice(0, 120).every((c) => c === 201)).toBe(true);
    expect(codes[120]).toBe(429);
    expect(await periods(user.user._id)).toHaveLength(120);
  });
});
