import type { AdminUser } from '@focus-room/core/api/admin-stats';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { containsPattern } from '../../../repositories/admin-users-repository';
import { randomIp, STRONG_PASSWORD, signUp } from '../../../test/accounts';
import { signUpAdmin } from '../../../test/economy';
import { createTestApp, createTestClock } from '../../../test/test-app';

type Headers = Record<string, string>;
const MINUTE = 60_000;

describe('admin Users tab: GET /api/admin/users', async () => {
  const clock = createTestClock(new Date('2026-06-15T10:00:00Z'));
  const { app, ctx, mailbox } = await createTestApp({ clock });
  const admin = await signUpAdmin(app, ctx, mailbox);
  // Accounts a minute apart, so "newest first" is well defined; the names hold LIKE wildcards.
  const make = async (username: string, email: string) => {
    clock.advance(MINUTE);
    return signUp(app, mailbox, { username, email, password: STRONG_PASSWORD });
  };
  const underscore = await make('Under_Score', 'under@example.com');
  await make('UnderXScore', 'look@example.com');
  await make('Hundred%Focus', 'percent@example.com');
  await make('Zed', 'focus.fan@Example.ORG');
  clock.advance(MINUTE);
  const pendingAt = clock.now().toISOString();
  await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: randomIp(),
    payload: { username: 'Pending', email: 'pending@example.com', password: STRONG_PASSWORD },
  });

  const list = async (query: string, auth: Headers = admin.auth) =>
    app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers: auth });
  const names = async (query: string) => {
    const res = await list(query);
    expect(res.statusCode, query).toBe(200);
    return (res.json().users as AdminUser[]).map((u) => u.username);
  };

  it('lists every account newest first with its latest sign-in', async () => {
    // A later sign-in of the underscore user moves their lastLoginAt, not their place.
    clock.advance(MINUTE);
    const loginAt = clock.now().toISOString();
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: randomIp(),
      payload: { identifier: underscore.email, password: STRONG_PASSWORD, rememberMe: true },
    });
    const res = await list('');
    const body = res.json();
    expect(body.users.map((u: AdminUser) => u.username)).toEqual([
      'Pending',
      'Zed',
      'Hundred%Focus',
      'UnderXScore',
      'Under_Score',
      admin.username,
    ]);
    expect(body.pagination).toEqual({
      page: 1,
      limit: 12,
      total: 6,
      totalPages: 1,
      hasNext: false,
      hasPrev: false,
    });
    expect(body.users[0]).toEqual({
      _id: expect.any(String),
      username: 'Pending',
      email: 'pending@example.com',
      role: 'user',
      isVerified: false,
      coins: 0,
      level: 1,
      createdAt: pendingAt,
      lastLoginAt: null,
    });
    expect(body.users[4]).toMatchObject({
      _id: underscore.user._id,
      isVerified: true,
      createdAt: '2026-06-15T10:01:00.000Z',
      lastLoginAt: loginAt,
    });
    expect(body.users[5]).toMatchObject({ role: 'admin', lastLoginAt: '2026-06-15T10:00:00.000Z' });
  });

  it('searches name or email, ignoring case, with % and _ taken literally', async () => {
    expect(await names('?search=under_')).toEqual(['Under_Score']);
    expect(await names('?search=_')).toEqual(['Under_Score']);
    expect(await names('?search=%25')).toEqual(['Hundred%Focus']);
    expect(await names('?search=FOCUS')).toEqual(['Zed', 'Hundred%Focus']);
    expect(await names('?search=example.org')).toEqual(['Zed']);
    expect(await names('?search=%20%20under%20')).toEqual(['UnderXScore', 'Under_Score']);
    expect(await names('?search=nobody')).toEqual([]);
  });

  it('finds accounts through the trigram indexes, on either engine (migration 0007)', async () => {
    // A table this small is read whole anyway; with sequential scans priced out, the plan shows whether
    // the search's predicate can be served by the indexes at all (pg_trgm loaded, operator class right).
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const pattern = containsPattern('nobody-matches-this');
      const result = (await tx.execute(
        sql`explain select count(*) from users where username ilike ${pattern} or email ilike ${pattern}`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('users_username_trgm_idx');
    expect(plan).toContain('users_email_trgm_idx');
  });

  it('pages the list, the search included', async () => {
    const page = await list('?page=2&limit=2');
    expect(page.json().users.map((u: AdminUser) => u.username)).toEqual(['Hundred%Focus', 'UnderXScore']);
    expect(page.json().pagination).toEqual({
      page: 2,
      limit: 2,
      total: 6,
      totalPages: 3,
      hasNext: true,
      hasPrev: true,
    });
    const searched = await list('?search=under&limit=1&page=2');
    expect(searched.json().users.map((u: AdminUser) => u.username)).toEqual(['Under_Score']);
    expect(searched.json().pagination).toMatchObject({ total: 2, totalPages: 2, hasNext: false });
    const beyond = await list('?page=40');
    expect(beyond.json()).toMatchObject({ users: [], pagination: { page: 40, total: 6, hasNext: false } });
  });

  it('refuses a bad query with 400, and non-admins with 401 / 403', async () => {
    const cases: [string, string][] = [
      ['?page=0', 'page must be a whole number from 1'],
      ['?limit=101', 'limit must be a whole number from 1 to 100'],
      ['?limit=x', 'limit must be a whole number from 1 to 100'],
      [`?search=${'a'.repeat(201)}`, 'search can be at most 200 characters'],
    ];
    for (const [query, message] of cases) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
    expect((await list('', {})).statusCode).toBe(401);
    expect((await list('', underscore.auth)).statusCode).toBe(403);
  });
});

describe('login frequency per user', async () => {
  const clock = createTestClock(new Date('2026-06-15T10:00:00Z'));
  const { app, ctx, mailbox } = await createTestApp({ clock });
  const user = await signUp(app, mailbox); // one sign-in on 2026-06-15
  const other = await signUp(app, mailbox);
  const loginAt = async (iso: string, account: { email: string } = user) => {
    clock.set(new Date(iso));
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: randomIp(),
      payload: { identifier: account.email, password: STRONG_PASSWORD, rememberMe: true },
    });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  };
  await loginAt('2026-12-31T23:59:59.999Z');
  await loginAt('2027-01-01T00:00:00.000Z');
  await loginAt('2027-01-01T12:00:00.000Z');
  await loginAt('2027-01-31T23:59:59.999Z');
  await loginAt('2027-02-01T00:00:00.000Z');
  await loginAt('2027-01-01T08:00:00.000Z', other);
  // The admin signs in last, so their session is open at the clock's final time.
  clock.set(new Date('2027-03-01T09:00:00Z'));
  const admin = await signUpAdmin(app, ctx, mailbox);

  const frequency = (id: string, range: string, auth: Headers = admin.auth) =>
    app.inject({ method: 'GET', url: `/api/admin/users/${id}/login-frequency/${range}`, headers: auth });
  const count = async (range: string) => {
    const res = await frequency(user.user._id, range);
    expect(res.statusCode, range).toBe(200);
    return res.json().count as number;
  };

  it('counts sign-ins within a UTC day, month and year, edges included', async () => {
    expect(await count('daily?date=2026-06-15')).toBe(1);
    expect(await count('daily?date=2026-12-31')).toBe(1);
    expect(await count('daily?date=2027-01-01')).toBe(2);
    expect(await count('daily?date=2027-01-02')).toBe(0);
    expect(await count('daily?date=2027-02-01')).toBe(1);
    expect(await count('monthly?month=2026-12')).toBe(1);
    expect(await count('monthly?month=2027-01')).toBe(3);
    expect(await count('monthly?month=2027-02')).toBe(1);
    expect(await count('yearly?year=2026')).toBe(2);
    expect(await count('yearly?year=2027')).toBe(4);
    expect(await count('yearly?year=2025')).toBe(0);
    // The first and last periods whose both ends are storable.
    for (const range of [
      'daily?date=1970-01-01',
      'daily?date=9999-12-30',
      'monthly?month=1970-01',
      'monthly?month=9999-11',
      'yearly?year=1970',
      'yearly?year=9998',
    ]) {
      expect(await count(range)).toBe(0);
    }
    const others = await frequency(other.user._id, 'daily?date=2027-01-01');
    expect(others.json()).toEqual({ count: 1 });
  });

  it('answers 404 for an unknown user and 400 for a bad id or period', async () => {
    const missing = await frequency('00000000-0000-4000-8000-000000000000', 'daily?date=2027-01-01');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'User not found', code: 'userNotFound' });
    const badId = await frequency('nope', 'daily?date=2027-01-01');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('That user id is not valid');
    const cases: [string, string][] = [
      ['daily', 'date must be a day in the form YYYY-MM-DD'],
      ['daily?date=2027-02-30', 'date must be a day in the form YYYY-MM-DD'],
      ['daily?date=01.01.2027', 'date must be a day in the form YYYY-MM-DD'],
      ['monthly?month=2027-13', 'month must be in the form YYYY-MM'],
      ['monthly?month=2027-1', 'month must be in the form YYYY-MM'],
      ['yearly?year=27', 'year must be in the form YYYY'],
      ['yearly', 'year must be in the form YYYY'],
      // Periods whose first day or end is not a day 1970-01-01..9999-12-31: the database cannot store
      // year 0 or 10000, and Date.UTC reads the years 0–99 as 1900–1999.
      ['daily?date=0000-01-01', 'date must be a day in the form YYYY-MM-DD'],
      ['daily?date=0050-03-01', 'date must be a day in the form YYYY-MM-DD'],
      ['daily?date=1969-12-31', 'date must be a day in the form YYYY-MM-DD'],
      ['daily?date=9999-12-31', 'date must be a day in the form YYYY-MM-DD'],
      ['monthly?month=9999-12', 'month must be in the form YYYY-MM'],
      ['monthly?month=0000-01', 'month must be in the form YYYY-MM'],
      ['monthly?month=0050-03', 'month must be in the form YYYY-MM'],
      ['monthly?month=1970-00', 'month must be in the form YYYY-MM'],
      ['yearly?year=0000', 'year must be in the form YYYY'],
      ['yearly?year=0050', 'year must be in the form YYYY'],
      ['yearly?year=1969', 'year must be in the form YYYY'],
      ['yearly?year=9999', 'year must be in the form YYYY'],
      ['yearly?year=12345', 'year must be in the form YYYY'],
    ];
    for (const [range, message] of cases) {
      const res = await frequency(user.user._id, range);
      expect(res.statusCode, range).toBe(400);
      expect(res.json().message, range).toBe(message);
    }
  });

  it('is for admins only', async () => {
    await loginAt('2027-03-01T09:00:00Z');
    const asVisitor = await frequency(user.user._id, 'yearly?year=2027', {});
    expect(asVisitor.statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: randomIp(),
      payload: { identifier: other.email, password: STRONG_PASSWORD, rememberMe: true },
    });
    const asOther = await frequency(user.user._id, 'yearly?year=2027', {
      authorization: `Bearer ${login.json().token}`,
    });
    expect(asOther.statusCode).toBe(403);
  });
});
