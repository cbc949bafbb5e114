import { EXPORTS_PER_HOUR } from '@focus-room/core/api/stats';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/database';
import { signUp } from '../../../test/accounts';
import { insertHistory } from '../../../test/stats-history';
import { createTestApp, createTestClock } from '../../../test/test-app';

const NOW = new Date('2026-06-15T10:00:00Z');

describe('GET /api/user/export', async () => {
  const clock = createTestClock(NOW);
  const { app, ctx, mailbox } = await createTestApp({ clock });
  const download = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/user/export', headers });

  it('answers 401 without a token', async () => {
    expect((await download({})).statusCode).toBe(401);
  });

  it('is a ZIP of everything about the user, and of no one else, without a single secret', async () => {
    const user = await signUp(app, mailbox);
    const other = await signUp(app, mailbox);
    const id = user.user._id;
    const created = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: user.auth,
      payload: { taskName: '=HYPERLINK("http://evil.test")', dueDate: '2026-06-15', estimatedPomodoros: 3 },
    });
    expect(created.statusCode).toBe(201);
    await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: other.auth,
      payload: { taskName: 'Other secret plan', dueDate: '2026-06-15', estimatedPomodoros: 1 },
    });
    await insertHistory(ctx, id, [
      { kind: 'time', at: NOW.getTime() - 3_600_000, units: 3158 },
      { kind: 'focus-coins', at: NOW.getTime() - 3_590_000, coins: 25 },
      { kind: 'period', at: NOW.getTime() - 3_580_000, focus: true, seconds: 1500 },
    ]);
    await ctx.db.execute(
      sql`insert into coin_ledger (user_id, delta, kind, detail) values (${id}, -10, 'upgrade', 'level 2')`,
    );
    await ctx.db.execute(
      sql`insert into newsletter_subscriptions (user_id, pending_email, confirm_token_hash, confirm_expires_at)
          values (${id}, 'news@example.com', 'confirm-token-hash-must-not-leak', now() + interval '1 day')`,
    );
    await ctx.db.execute(
      sql`insert into reviews (user_id, star_rating, text_review) values (${id}, 5, 'Lovely, "quoted", text')`,
    );
    const device = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/export-device',
      p256dh: `B${'x'.repeat(86)}`,
      auth: 'export-auth-secret-1',
    };
    await ctx.db.execute(
      sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
          values (${id}, ${device.endpoint}, ${device.p256dh}, ${device.auth}),
                 (${other.user._id}, 'https://fcm.googleapis.com/fcm/send/other-device', 'Bother', 'other-auth')`,
    );
    // A reset code exists too: its hash must stay out.
    await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });

    const res = await download(user.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="focus-room-data-2026-06-15.zip"');
    expect(res.headers['cache-control']).toBe('no-store');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files).sort();
    expect(names).toEqual(
      [
        'README.txt',
        'profile.json',
        'stats-settings.json',
        'newsletter.json',
        'presence-settings.json',
        ...[
          'tasks',
          'task-pomodoros',
          'focus-days',
          'coin-ledger',
          'focus-time-ledger',
          'focus-periods',
          'level-history',
          'collection-items',
          'reviews',
          'login-events',
          'sessions',
          'push-subscriptions',
          'group-memberships',
          'group-reactions',
          'group-reports',
          'group-blocks',
        ].flatMap((name) => [`${name}.json`, `${name}.csv`]),
      ].sort(),
    );
    const text = (name: string) => strFromU8(files[name] as Uint8Array);
    const json = (name: string) => JSON.parse(text(name));
    expect(json('profile.json')).toMatchObject({ id, username: user.username, email: user.email, level: 1 });
    expect(json('tasks.json')).toEqual([
      expect.objectContaining({ taskName: '=HYPERLINK("http://evil.test")', estimatedPomodoros: 3 }),
    ]);
    // In CSV a formula is neutralised with an apostrophe; quotes are doubled.
    expect(text('tasks.csv')).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(text('reviews.csv')).toContain('"Lovely, ""quoted"", text"');
    // Real minutes and seconds, never the timer's unit (3158 × 1.9 s = 6000 s): only the ledger keeps
    // what the timer sent, named as the call names it.
    expect(json('focus-days.json')).toEqual([
      expect.objectContaining({
        day: '2026-06-15',
        focusMinutes: 100,
        focusSeconds: 6000,
        pomodoros: 1,
        coinsEarned: 25,
      }),
    ]);
    expect(json('focus-days.json')[0]).not.toHaveProperty('focusUnits');
    expect(text('focus-days.csv').split('\r\n')[0]).toBe(
      'day,focusMinutes,focusSeconds,pomodoros,coinsEarned,tasksFinished,goalKind,goalValue',
    );
    expect(text('focus-days.csv')).toContain('2026-06-15,100,6000,1,25,');
    expect(json('focus-time-ledger.json')).toEqual([
      { focusSeconds: 6000, timeSpentInSeconds: 3158, createdAt: expect.any(String) },
    ]);
    expect(json('profile.json')).toMatchObject({ focusSeconds: 6000 });
    expect(json('profile.json')).not.toHaveProperty('focusTime');
    expect(text('README.txt')).not.toContain('Multiply by 1.9');
    expect(json('coin-ledger.json')).toHaveLength(2);
    expect(json('level-history.json')).toEqual([expect.objectContaining({ level: 2, cost: 10 })]);
    expect(json('newsletter.json')).toMatchObject({ pendingEmail: 'news@example.com' });
    expect(json('login-events.json').length).toBeGreaterThanOrEqual(1);
    expect(json('sessions.json').length).toBeGreaterThanOrEqual(1);
    expect(json('push-subscriptions.json')).toEqual([{ ...device, createdAt: expect.any(String) }]);
    expect(text('push-subscriptions.csv').split('\r\n')[0]).toBe('endpoint,p256dh,auth,createdAt');
    expect(text('push-subscriptions.csv')).toContain(`${device.endpoint},${device.p256dh},${device.auth},`);
    expect(text('README.txt')).toContain('push-subscriptions.*');

    // No secret anywhere, neither in the archive's bytes nor in any file.
    const [secrets] = await queryRows<{ hash: string; sessions: string[]; codes: string[] }>(
      ctx.db,
      sql`select password_hash as hash,
            array(select id::text from sessions where user_id = u.id) as sessions,
            array(select code_hash from one_time_codes where user_id = u.id) as codes
          from users u where id = ${id}`,
    );
    const needles = [
      secrets?.hash,
      ...(secrets?.sessions ?? []),
      ...(secrets?.codes ?? []),
      'confirm-token-hash-must-not-leak',
      user.token,
      other.email,
      'Other secret plan',
      'other-device',
    ] as string[];
    expect(secrets?.hash).toMatch(/^\$argon2id\$/);
    expect(secrets?.sessions.length).toBeGreaterThanOrEqual(1);
    expect(secrets?.codes.length).toBeGreaterThanOrEqual(1);
    const everything = [
      Buffer.from(res.rawPayload),
      ...Object.values(files).map((bytes) => Buffer.from(bytes)),
    ];
    for (const needle of needles)
      for (const bytes of everything)
        expect(bytes.includes(needle), `found ${needle.slice(0, 12)}…`).toBe(false);
    expect(text('profile.json')).not.toMatch(/password/i);
  });

  it(`allows ${EXPORTS_PER_HOUR} downloads an hour per user`, async () => {
    const user = await signUp(app, mailbox);
    for (let i = 0; i < EXPORTS_PER_HOUR; i++) expect((await download(user.auth)).statusCode).toBe(200);
    const refused = await download(user.auth);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many attempts/);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another user is not held up.
    expect((await download((await signUp(app, mailbox)).auth)).statusCode).toBe(200);
  });
});
